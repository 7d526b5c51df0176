/**
 * A table locked by another session must not stall the API: past DB_LOCK_TIMEOUT_MS the request
 * answers 503 with Retry-After, and once the lock is gone the API serves again by itself.
 * PostgreSQL only (TEST_DATABASE_URL); PGlite has one connection and no competing sessions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { createContainer, loadConfig, type AppContainer } from '@commons/container';
import { createHttpApp } from '../app.ts';
import { listenLocally } from '../testing/listen.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database that cannot answer in time', () => {
  let url: string;
  let databaseUrl: string;
  let dataDir: string;
  let container: AppContainer;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'commons-unavailable-'));
    const target = await copyTemplate(testDatabaseTemplates(), 'postgres');
    databaseUrl = target.kind === 'postgres' ? target.url : '';
    container = await createContainer(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        DB_LOCK_TIMEOUT_MS: '500',
        DB_STATEMENT_TIMEOUT_MS: '1500',
      }),
    );
    ({ url, close } = await listenLocally(createHttpApp(container)));
  });

  afterAll(async () => {
    await close?.();
    await container?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within the lock timeout while a table is locked, then recovers', async () => {
    expect((await fetch(`${url}/api/knowledge`)).status).toBe(200);
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table knowledge_articles in access exclusive mode');
      const started = performance.now();
      // An article by slug: the list is served from a short cache, which would hide the lock.
      const blocked = await fetch(`${url}/api/knowledge/no-such-article`);
      const waited = performance.now() - started;
      expect(blocked.status).toBe(503);
      expect(blocked.headers.get('retry-after')).toBe('5');
      expect(await blocked.json()).toEqual({ error: 'Service temporarily unavailable' });
      expect(waited).toBeLessThan(1500);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    const recovered = await fetch(`${url}/api/knowledge/no-such-article`);
    expect(recovered.status).toBe(404);
    expect(await recovered.json()).toHaveProperty('error');
    expect((await fetch(`${url}/api/knowledge`)).status).toBe(200);
  });
});
