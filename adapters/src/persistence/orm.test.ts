import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrate, openOrm } from './orm.ts';
import { useTestOrm } from './testing/vitest-database.ts';

describe('openOrm on the embedded database', () => {
  const orm = useTestOrm('pglite');

  it('runs PGlite with small buffers, since they are the server process memory', async () => {
    const settings = await orm()
      .em.fork()
      .getConnection()
      .execute<{ name: string; setting: string; unit: string }[]>(
        "select name, setting, unit from pg_settings where name in ('shared_buffers', 'maintenance_work_mem') order by name",
      );

    expect(settings).toEqual([
      { name: 'maintenance_work_mem', setting: '16384', unit: 'kB' },
      { name: 'shared_buffers', setting: '2048', unit: '8kB' },
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrate on PostgreSQL', () => {
  it('runs a migration that rewrites a large table whole, past the statement timeout that guards requests', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `commons_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const target = { kind: 'postgres' as const, url: url.href };
    // The schema as it was before receipts were numbered, with many payments to number.
    const before = await openOrm(target);
    await before.migrator.up({ to: 'Migration20261130000100_users_plan_index' });
    await before.em.getConnection().execute(
      `insert into payments (provider_payment_id, amount_cents, paid_at)
         select 'in_' || n, 795, now() - make_interval(secs => n) from generate_series(1, 200000) as n`,
    );
    await before.close();
    const limits = {
      statementTimeoutMs: 150,
      lockTimeoutMs: 1_000,
      idleInTransactionTimeoutMs: 10_000,
      acquireTimeoutMs: 10_000,
      poolMax: 2,
      transactionPooler: false,
    };
    const orm = await openOrm(target, limits);
    try {
      expect(await migrate(orm)).toContain('Migration20261130010000_payment_receipts');
      const [numbered] = await orm.em
        .getConnection()
        .execute<{ last: number }[]>('select max(receipt_number) as last from payments');
      expect(numbered!.last).toBe(200_000);
    } finally {
      await orm.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
