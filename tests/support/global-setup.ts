import type { TestProject } from 'vitest/node';
import { setupTestDatabases } from '../../adapters/src/persistence/testing/vitest-database.ts';
import { ensureWebBuild } from '../../scripts/web-build.ts';

/** Journeys need the built web app and this run's test databases. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  return setupTestDatabases(project);
}
