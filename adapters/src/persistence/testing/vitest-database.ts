/**
 * Vitest glue for the test databases: `globalSetup` builds the templates once per run and hands
 * them to the workers; `useTestOrms` gives a test file one ORM per database kind.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import type { Orm } from '../orm.ts';
import {
  createTemplates,
  databaseKinds,
  dropTemplates,
  openTestOrm,
  type TestDatabaseKind,
  type TestDatabaseTemplates,
} from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabaseTemplates;
  }
}

/**
 * The adapters, server and journeys projects each run this global setup, in the same process: keep
 * the run's templates on `globalThis` (each project loads this module afresh) so they are migrated
 * once, and drop them after the last project's teardown.
 */
const shared = globalThis as {
  commonsTestDatabases?: { templates: Promise<TestDatabaseTemplates>; users: number };
};

export async function setupTestDatabases(project: TestProject): Promise<() => Promise<void>> {
  const run = (shared.commonsTestDatabases ??= {
    templates: createTemplates(process.env.TEST_DATABASE_URL || undefined),
    users: 0,
  });
  run.users += 1;
  const templates = await run.templates;
  project.provide('testDatabases', templates);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    if (shared.commonsTestDatabases === run) delete shared.commonsTestDatabases;
    await dropTemplates(templates);
  };
}

export function testDatabaseTemplates(): TestDatabaseTemplates {
  return inject('testDatabases');
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  return databaseKinds(testDatabaseTemplates());
}

/**
 * Opens one fresh database per kind before the file's tests and closes it after. Read the ORM in
 * tests (or `beforeEach`) through the returned getter.
 */
export function useTestOrm(kind: TestDatabaseKind): () => Orm {
  let orm: Orm | undefined;
  beforeAll(async () => {
    orm = await openTestOrm(testDatabaseTemplates(), kind);
  }, 60_000);
  afterAll(async () => {
    await orm?.close();
  });
  return () => {
    if (!orm) throw new Error('The test ORM is not open yet');
    return orm;
  };
}
