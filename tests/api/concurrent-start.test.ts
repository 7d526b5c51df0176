/**
 * Three instances started together on a fresh PostgreSQL database, as a rolling deploy or an
 * autoscaler would: the schema lock lets one migrate while the others wait, so all three come up
 * healthy on one schema. Needs TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from '../../adapters/src/persistence/migrations/index.ts';
import { seedAdSlots } from '../../adapters/src/persistence/seed/ad-slots.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

async function createEmptyDatabase(): Promise<string> {
  const postgres = inject('testDatabases').postgres!;
  const name = `${postgres.prefix}_fresh_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgres.serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances starting together', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('all reach healthy on a fresh database, with the schema applied once', async () => {
    const url = await createEmptyDatabase();
    const database = { kind: 'postgres', url } as const;
    const started = await Promise.allSettled([1, 2, 3].map(() => startTestServer({ database })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const migrations = await client.query<{ name: string }>('select name from mikro_orm_migrations');
      expect(migrations.rows.map((row) => row.name).sort()).toEqual(
        migrationsList.map((migration) => migration.name).sort(),
      );
      const slots = await client.query<{ count: string }>('select count(*) from ad_slots');
      expect(Number(slots.rows[0]!.count)).toBe(seedAdSlots.length);
    } finally {
      await client.end();
    }
  });
});
