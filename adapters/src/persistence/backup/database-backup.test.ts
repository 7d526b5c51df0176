import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openOrm, type DatabaseTarget, type Orm } from '../orm.ts';
import { copyTemplate } from '../testing/test-database.ts';
import { testDatabaseKinds, testDatabaseTemplates } from '../testing/vitest-database.ts';
import { BackupToolMissingError, backupDatabase, restoreDatabase } from './database-backup.ts';

/** Every table's rows, in a stable order: two databases with equal snapshots hold the same data. */
async function snapshot(orm: Orm): Promise<Record<string, string[]>> {
  const connection = orm.em.fork().getConnection();
  const tables = await connection.execute<{ name: string }[]>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const result = await connection.execute<{ row: string }[]>(
      `select t::text as row from "${name}" t order by 1`,
    );
    rows[name] = result.map(({ row }) => row);
  }
  return rows;
}

async function addMemberPaymentAndCounter(orm: Orm): Promise<void> {
  const connection = orm.em.fork().getConnection();
  const member = randomUUID();
  const campaign = randomUUID();
  await connection.execute(
    `insert into "users" ("id", "email", "password_hash", "first_name", "last_name", "payment_status") values (?, ?, 'hash', 'Ada', 'Okafor', 'paid')`,
    [member, `${member}@example.com`],
  );
  await connection.execute(
    `insert into "processed_payment_events" ("event_id", "type", "user_id") values (?, 'checkout.session.completed', ?)`,
    [`evt_${member}`, member],
  );
  await connection.execute(
    `insert into "ad_slots" ("id", "description") values (?, 'Backup test slot') on conflict do nothing`,
    ['backup-slot'],
  );
  await connection.execute(`insert into "sponsors" ("id", "name") values (?, ?)`, [
    campaign,
    `Backup ${campaign}`,
  ]);
  await connection.execute(
    `insert into "ad_campaigns" ("id", "name", "sponsor_id", "slot_id", "image_url", "alt", "click_url", "impressions", "clicks") values (?, 'Backup', ?, 'backup-slot', 'https://example.com/a.png', 'Ad', 'https://example.com', 1234, 56)`,
    [campaign, campaign],
  );
  await connection.execute(
    `insert into "ad_daily_stats" ("campaign_id", "day", "impressions", "clicks") values (?, '2026-11-23', 1234, 56)`,
    [campaign],
  );
}

for (const kind of testDatabaseKinds()) {
  describe(`backup and restore on ${kind}`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function freshTarget(): Promise<DatabaseTarget> {
      const target = await copyTemplate(testDatabaseTemplates(), kind);
      if (target.kind === 'pglite') {
        // A fresh, missing data directory next to the copy: restore creates it.
        return { kind: 'pglite', dir: path.join(path.dirname(target.dir!), `restored-${randomUUID()}`) };
      }
      return target;
    }

    it('restores every member, payment and counter into a fresh database', async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'commons-backup-'));
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      const source = await copyTemplate(testDatabaseTemplates(), kind);
      const sourceOrm = await openOrm(source);
      await addMemberPaymentAndCounter(sourceOrm);
      const before = await snapshot(sourceOrm);
      await sourceOrm.close();

      const file = path.join(folder, 'backups', 'commons.backup');
      await backupDatabase(source, file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
      const restored = await freshTarget();
      await restoreDatabase(restored, file);

      const restoredOrm = await openOrm(restored);
      const after = await snapshot(restoredOrm);
      await restoredOrm.close();
      expect(before.users).toHaveLength(1);
      expect(before.ad_daily_stats?.[0]).toContain('1234');
      expect(after).toEqual(before);
    }, 60_000);
  });
}

describe('backup of PostgreSQL through its client tools', () => {
  it('gives pg_dump the password in its environment, never on the command line, and keeps the file private', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'commons-pg-dump-'));
    const searchPath = process.env.PATH;
    try {
      // A stand-in pg_dump that records what a local user could see of it in `ps`, and its password.
      const fakeDump = path.join(folder, 'pg_dump');
      await writeFile(
        fakeDump,
        `#!/bin/sh\necho "$@" > "${folder}/argv"\nprintf %s "$PGPASSWORD" > "${folder}/password"\necho dump\n`,
      );
      await chmod(fakeDump, 0o755);
      process.env.PATH = `${folder}:${searchPath}`;
      const file = path.join(folder, 'out.dump');
      await writeFile(file, 'an older backup, readable by all', { mode: 0o644 });
      await backupDatabase(
        { kind: 'postgres', url: 'postgres://commons:s3cr%40t@db.internal:5432/commons' },
        file,
      );

      const argv = await readFile(path.join(folder, 'argv'), 'utf8');
      expect(argv).not.toContain('s3cr');
      expect(argv).toContain('--dbname=postgres://commons@db.internal:5432/commons');
      expect(await readFile(path.join(folder, 'password'), 'utf8')).toBe('s3cr@t');
      expect(await readFile(file, 'utf8')).toBe('dump\n');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      process.env.PATH = searchPath;
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('says that pg_dump and pg_restore must be installed', async () => {
    const searchPath = process.env.PATH;
    process.env.PATH = '';
    const file = path.join(tmpdir(), `missing-tools-${randomUUID()}.dump`);
    try {
      const target = { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/none' } as const;
      await expect(backupDatabase(target, file)).rejects.toThrow(BackupToolMissingError);
      await expect(stat(file)).rejects.toThrow('ENOENT');
      await expect(restoreDatabase(target, file)).rejects.toThrow(
        'pg_restore is not installed. Backing up a PostgreSQL database needs the PostgreSQL client tools',
      );
    } finally {
      process.env.PATH = searchPath;
    }
  });
});

describe('restoring into the embedded database a file that is not its backup', () => {
  const pgliteTarget = (): DatabaseTarget => ({
    kind: 'pglite',
    dir: path.join(tmpdir(), `commons-not-a-backup-${randomUUID()}`),
  });

  it.skipIf(!testDatabaseKinds().includes('postgres'))(
    'names a PostgreSQL dump for what it is, in one line',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'commons-pg-into-pglite-'));
      try {
        const source = await copyTemplate(testDatabaseTemplates(), 'postgres');
        const file = path.join(folder, 'postgres.dump');
        await backupDatabase(source, file);
        const failure = restoreDatabase(pgliteTarget(), file);
        await expect(failure).rejects.toThrow(
          `Cannot restore ${file}: it is a PostgreSQL dump (pg_dump); the embedded database restores only its own backups.`,
        );
        await expect(failure).rejects.toThrow(/^[^\n]+$/);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it('names a plain SQL dump and any other file, and says why a damaged backup fails', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'commons-not-a-backup-'));
    try {
      const sql = path.join(folder, 'dump.sql');
      await writeFile(sql, '--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\n');
      await expect(restoreDatabase(pgliteTarget(), sql)).rejects.toThrow('it is a PostgreSQL dump (pg_dump)');
      const text = path.join(folder, 'notes.txt');
      await writeFile(text, 'not a backup');
      await expect(restoreDatabase(pgliteTarget(), text)).rejects.toThrow(
        `Cannot restore ${text}: it is not a backup of the embedded database`,
      );
      const damaged = path.join(folder, 'damaged.backup');
      await writeFile(damaged, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4]));
      await expect(restoreDatabase(pgliteTarget(), damaged)).rejects.toThrow(
        new RegExp(`^Cannot restore ${damaged}: PGlite could not open it \\(.+\\)$`),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
