import type { TestProject } from 'vitest/node';
import { setupTestDatabases } from '@commons/adapters/persistence/testing/vitest-database';
import { ensureWebBuild } from '../../scripts/web-build.ts';
import { browserAvailable, launchSharedBrowser } from './browser.ts';

/**
 * Journeys need the built web app, this run's test databases and, for the browser journeys, one
 * Chromium that every file connects to (`launchBrowser`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const [dropDatabases, browser] = await Promise.all([
    setupTestDatabases(project),
    browserAvailable ? launchSharedBrowser() : undefined,
  ]);
  project.provide('chromiumEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    await dropDatabases();
  };
}
