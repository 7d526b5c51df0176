/**
 * `[ROWS=n] npm run bench:import [-- postgres-url]`: how long a 10,000-row member
 * import (dry run, then the import) takes on a fresh PGlite database and, given a URL, on a fresh
 * PostgreSQL database beside it, and the longest a cheap query started every 20 ms waited meanwhile.
 */
import { importMembers } from '@commons/core/accounts/import-members';
import { CsvParseReader } from '@commons/adapters/csv/csv-parse-reader';
import { migrate, openOrm, type DatabaseTarget, type Orm } from '@commons/adapters/persistence/orm';
import { MikroOrmMemberRepository } from '@commons/adapters/persistence/repositories/mikro-orm-member-repository';
import { SqlSessionStore } from '@commons/adapters/persistence/repositories/sql-session-store';
import { MikroOrmTransactions, runInDatabaseContext } from '@commons/adapters/persistence/transactions';
import { CryptoSecretGenerator } from '@commons/adapters/security/crypto-secret-generator';
import { SystemClock } from '@commons/adapters/system/system-clock';

const rows = Number(process.env.ROWS ?? 10_000);
const file = [
  'email,firstName,lastName,organization,position,phone,tier,status',
  ...Array.from(
    { length: rows },
    (_, i) => `bench-${i}@example.org,Ngozi,Eze,Delta Labs,CTO,,builder,active`,
  ),
].join('\n');

async function bench(name: string, orm: Orm) {
  await migrate(orm);
  const members = new MikroOrmMemberRepository(orm.em);
  const deps = {
    members,
    sessions: new SqlSessionStore(orm.em),
    secrets: new CryptoSecretGenerator(),
    clock: new SystemClock(),
    transactions: new MikroOrmTransactions(orm),
    csvReader: new CsvParseReader(),
  };
  for (const dryRun of [true, false]) {
    let running = true;
    let worstWait = 0;
    const probe = (async () => {
      while (running) {
        const asked = performance.now();
        await runInDatabaseContext(orm, () => members.findByEmail('bench-0@example.org'));
        worstWait = Math.max(worstWait, performance.now() - asked);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const report = await runInDatabaseContext(orm, () => importMembers(deps, { file, dryRun }, null));
    const took = performance.now() - started;
    running = false;
    await probe;
    console.log(
      `${name} ${dryRun ? 'dry run' : 'import '}: ${(took / 1000).toFixed(1)} s, created ${report.created}, ` +
        `errors ${report.errors.length}, worst concurrent wait ${worstWait.toFixed(0)} ms`,
    );
  }
}

const targets: [string, DatabaseTarget][] = [['pglite', { kind: 'pglite' }]];
const postgresUrl = process.argv[2];
const benchDatabase = 'commons_member_import_bench';
if (postgresUrl) {
  const admin = await openOrm({ kind: 'postgres', url: postgresUrl });
  await admin.em.getConnection().execute(`drop database if exists ${benchDatabase}`);
  await admin.em.getConnection().execute(`create database ${benchDatabase}`);
  await admin.close();
  const url = new URL(postgresUrl);
  url.pathname = `/${benchDatabase}`;
  targets.push(['postgres', { kind: 'postgres', url: url.toString() }]);
}
for (const [name, target] of targets) {
  const orm = await openOrm(target);
  try {
    await bench(name, orm);
  } finally {
    await orm.close();
  }
}
if (postgresUrl) {
  const admin = await openOrm({ kind: 'postgres', url: postgresUrl });
  await admin.em.getConnection().execute(`drop database ${benchDatabase}`);
  await admin.close();
}
