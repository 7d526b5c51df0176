/**
 * Test databases. One migrated template per test run (a PGlite directory copied from the one kept
 * between runs, or a PostgreSQL database on TEST_DATABASE_URL's server); each test file gets its
 * own copy, so files run in parallel without seeing each other's rows. Set up by `globalSetup` in
 * vitest.config.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, openOrm, type DatabaseTarget, type Orm } from '../orm.ts';

export interface TestDatabaseTemplates {
  /** Root folder of this run's PGlite copies; the template lives in `template/`. */
  pgliteRoot: string;
  /** Set when TEST_DATABASE_URL is: the server URL and this run's template database name. */
  postgres?: { serverUrl: string; template: string; prefix: string };
}

export type TestDatabaseKind = 'pglite' | 'postgres';

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
const keptTemplates = path.join(tmpdir(), 'commons-test-templates');
/** Kept templates unused this long are deleted; a run that needs one again builds it again. */
const keptTemplateLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Names what a migrated PGlite directory depends on: the migrations, how they run (orm.ts) and
 * PGlite's version.
 */
async function pgliteTemplateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update((JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version);
  hash.update(await readFile(fileURLToPath(new URL('../orm.ts', import.meta.url))));
  for (const file of (await readdir(migrationsDir)).sort())
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite template, kept between runs: creating and migrating a PGlite directory is
 * seconds of WebAssembly (6 s at load 15) before any test may start, and the template only changes
 * with the migrations or PGlite. Runs side by side may both build it; the first rename wins.
 */
async function keptPgliteTemplate(): Promise<string> {
  const dir = path.join(keptTemplates, await pgliteTemplateKey());
  await mkdir(keptTemplates, { recursive: true });
  const now = new Date();
  for (const entry of await readdir(keptTemplates)) {
    const kept = path.join(keptTemplates, entry);
    const { mtimeMs } = await stat(kept).catch(() => ({ mtimeMs: now.getTime() }));
    if (kept !== dir && now.getTime() - mtimeMs > keptTemplateLifetimeMs)
      await rm(kept, { recursive: true, force: true });
  }
  try {
    await utimes(dir, now, now);
    return dir;
  } catch {
    const building = await mkdtemp(path.join(keptTemplates, 'building-'));
    const orm = await openOrm({ kind: 'pglite', dir: building });
    await migrate(orm);
    await orm.close();
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
    return dir;
  }
}

/** Builds this run's migrated templates. Returns the handle to pass to the test workers. */
export async function createTemplates(testDatabaseUrl: string | undefined): Promise<TestDatabaseTemplates> {
  const pgliteRoot = await mkdtemp(path.join(tmpdir(), 'commons-test-'));
  await cp(await keptPgliteTemplate(), path.join(pgliteRoot, 'template'), { recursive: true });
  if (!testDatabaseUrl) return { pgliteRoot };

  const prefix = `commons_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;
  await withAdminClient(testDatabaseUrl, (client) => client.query(`create database "${template}"`));
  const orm = await openOrm({ kind: 'postgres', url: databaseUrl(testDatabaseUrl, template) });
  await migrate(orm);
  await orm.close();
  return { pgliteRoot, postgres: { serverUrl: testDatabaseUrl, template, prefix } };
}

/** Connections dropping a run's databases at once: well under PostgreSQL's default 100. */
const droppers = 10;

/** Drops every database and directory this run created. */
export async function dropTemplates(templates: TestDatabaseTemplates): Promise<void> {
  await rm(templates.pgliteRoot, { recursive: true, force: true });
  const postgres = templates.postgres;
  if (!postgres) return;
  const { rows } = await withAdminClient(postgres.serverUrl, (client) =>
    client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${postgres.prefix}%`,
    ]),
  );
  // Each DROP DATABASE waits for a checkpoint: one after another they took ~5 s each on a busy
  // machine (a full run ended ~100 s after its last test); side by side they share one (three
  // drops: 14 s one by one, 0.7 s at once).
  const names = rows.map(({ datname }) => datname);
  await Promise.all(
    Array.from({ length: Math.min(droppers, names.length) }, () =>
      withAdminClient(postgres.serverUrl, async (client) => {
        for (let name = names.pop(); name; name = names.pop())
          await client.query(`drop database if exists "${name}" with (force)`);
      }),
    ),
  );
}

/**
 * A fresh, migrated, empty database for one test file (or one server under test). With `dataDir`
 * a PGlite copy goes where the server and the CLI keep their embedded database, `dataDir/pglite`:
 * what `migrate` leaves in a new DATA_DIR, without running every migration in WebAssembly again
 * (the migrations' own tests do that).
 */
export async function copyTemplate(
  templates: TestDatabaseTemplates,
  kind: TestDatabaseKind = templates.postgres ? 'postgres' : 'pglite',
  { dataDir }: { dataDir?: string } = {},
): Promise<DatabaseTarget> {
  if (kind === 'postgres') {
    const postgres = templates.postgres;
    if (!postgres) throw new Error('No PostgreSQL test server: set TEST_DATABASE_URL');
    const name = `${postgres.prefix}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(postgres.serverUrl, (client) =>
      client.query(`create database "${name}" template "${postgres.template}"`),
    );
    return { kind: 'postgres', url: databaseUrl(postgres.serverUrl, name) };
  }
  const dir = dataDir
    ? path.join(dataDir, 'pglite')
    : await mkdtemp(path.join(templates.pgliteRoot, 'copy-'));
  await cp(path.join(templates.pgliteRoot, 'template'), dir, { recursive: true });
  return { kind: 'pglite', dir };
}

/** The kinds of real database this run tests adapters against: PGlite always, PostgreSQL when set. */
export function databaseKinds(templates: TestDatabaseTemplates): TestDatabaseKind[] {
  return templates.postgres ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestOrm(templates: TestDatabaseTemplates, kind?: TestDatabaseKind): Promise<Orm> {
  return openOrm(await copyTemplate(templates, kind));
}

interface TableReference {
  child: string;
  parent: string;
}

/**
 * The schema's tables but the migrations' log, each after every table that references it, so that
 * deleting in this order never trips a foreign key (`on delete restrict` included).
 */
async function tablesInDeleteOrder(orm: Orm): Promise<string[]> {
  const em = orm.em.fork();
  const tables = await em.execute<{ name: string }[]>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'`,
  );
  const references = await em.execute<TableReference[]>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  let left = tables.map(({ name }) => name);
  while (left.length > 0) {
    const referenced = (table: string) =>
      references.some(({ child, parent }) => parent === table && child !== table && left.includes(child));
    const free = left.filter((table) => !referenced(table));
    if (free.length === 0) throw new Error(`Foreign keys form a cycle among ${left.join(', ')}`);
    ordered.push(...free);
    left = left.filter((table) => !free.includes(table));
  }
  return ordered;
}

const deleteOrders = new WeakMap<Orm, Promise<string[]>>();

/**
 * Empties every table, for contract suites that share one database across their tests. DELETE, not
 * TRUNCATE: on PostgreSQL a TRUNCATE of the schema's tables gives each a new file and took 0.3 s
 * (0.7 s at load 8) against 2 to 9 ms for the DELETEs of their few rows, and suites run it before
 * every test.
 */
export async function truncateAll(orm: Orm): Promise<void> {
  let order = deleteOrders.get(orm);
  if (!order) deleteOrders.set(orm, (order = tablesInDeleteOrder(orm)));
  const tables = await order;
  await orm.em.fork().transactional(async (em) => {
    for (const table of tables) await em.execute(`delete from "${table}"`);
  });
}

/**
 * Empties every table and stores one bare users row, for the suites of adapters whose rows belong
 * to a member (a foreign key); the member adapter is another module's. Resolves to the row's id.
 */
export async function truncateAllButOneMember(orm: Orm): Promise<string> {
  await truncateAll(orm);
  const rows = await orm.em
    .fork()
    .execute<{ id: string }[]>(
      `insert into users (email, password_hash, first_name, last_name) values (?, 'x', 'Ada', 'Okafor') returning id`,
      [`member-${crypto.randomUUID()}@example.com`],
    );
  return rows[0]!.id;
}
