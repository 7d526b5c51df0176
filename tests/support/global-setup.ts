import type { TestProject } from 'vitest/node';
import { setupTestDatabases } from '@commons/adapters/persistence/testing/vitest-database';
import { ensureWebBuild } from '../../scripts/web-build.ts';

/** Journeys need the built web app and this run's test databases. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  return setupTestDatabases(project);
}
