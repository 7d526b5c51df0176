import type { TestProject } from 'vitest/node';
import { setupTestDatabases } from './vitest-database.ts';

export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setupTestDatabases(project);
}
