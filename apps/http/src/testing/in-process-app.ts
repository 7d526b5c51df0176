/**
 * The whole HTTP app (every middleware, the real container) in this process over a copy of the
 * run's test database, listening on a free port. Route tests talk to it over real HTTP.
 */
import { mkdtemp, rename, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTemplate, type TestDatabaseKind } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { createContainer, loadConfig, prepareDatabase, type AppContainer } from '@commons/container';
import { createHttpApp } from '../app.ts';

export interface InProcessApp {
  url: string;
  port: number;
  container: AppContainer;
  stop(): Promise<void>;
}

export async function startInProcessApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<InProcessApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-http-'));
  const target = await copyTemplate(testDatabaseTemplates(), kind);
  const base: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env };
  if (target.kind === 'postgres') base.DATABASE_URL = target.url;
  else await rename(target.dir!, path.join(dataDir, 'pglite'));
  const container = await createContainer(loadConfig(base));
  // Seed rows (articles, ad slots) and the configured admin, as the server's start does.
  await prepareDatabase(container);
  const server: Server = await new Promise((resolve) => {
    const listening = createHttpApp(container).listen(0, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    container,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await container.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
