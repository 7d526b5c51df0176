/**
 * `db:copy`: moves an embedded install to PostgreSQL. The target gets the schema from this app's
 * migrations (not from the source's catalogue, so it is exactly what the app expects), then every
 * table's rows in foreign-key order inside one transaction (a failure leaves the target as it
 * was, apart from the schema), then its sequences past the rows' largest values; the row counts of
 * both sides are compared before the transaction commits.
 */
import pg from 'pg';
import { migrate, openOrm, type DatabaseTarget, type Orm } from '../orm.ts';

export class TargetNotEmptyError extends Error {
  constructor(table: string, rows: number) {
    super(
      `The target database is not empty (${rows} row${rows === 1 ? '' : 's'} in "${table}"): ` +
        'db:copy copies into a new, empty database only',
    );
    this.name = 'TargetNotEmptyError';
  }
}

export interface TableCount {
  table: string;
  rows: number;
}

/** Rows read and inserted at a time: a few MB of JSON at most for this app's widest rows. */
const batchSize = 500;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface SqlRunner {
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

function ormRunner(orm: Orm): SqlRunner {
  const connection = orm.em.fork().getConnection();
  return { query: (sql, params = []) => connection.execute(sql, params) };
}

function clientRunner(client: pg.Client): SqlRunner {
  return { query: async (sql, params = []) => (await client.query(sql, params)).rows };
}

/** The app's tables (the migrations' bookkeeping aside), each after the tables it references. */
async function tablesInDependencyOrder(source: SqlRunner): Promise<string[]> {
  const tables = (
    await source.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'mikro_orm_migrations' order by 1`,
    )
  ).map(({ name }) => name);
  const references = await source.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1');
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table)) return;
    if (path.has(table)) throw new Error(`Tables reference each other in a cycle through "${table}"`);
    path.add(table);
    for (const { child, parent } of references)
      if (unquote(child) === table && tables.includes(unquote(parent))) place(unquote(parent), path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The target's columns a row can be given (generated columns compute themselves). */
async function writableColumns(target: SqlRunner, table: string): Promise<string[]> {
  const columns = await target.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [quote(table)],
  );
  return columns.map(({ name }) => name);
}

async function countRows(runner: SqlRunner, table: string): Promise<number> {
  const [row] = await runner.query<{ count: number | string }>(
    `select count(*) as count from ${quote(table)}`,
  );
  return Number(row!.count);
}

async function refuseNonEmpty(target: SqlRunner): Promise<void> {
  const tables = await target.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'mikro_orm_migrations' order by 1`,
  );
  for (const { name } of tables) {
    const rows = await countRows(target, name);
    if (rows > 0) throw new TargetNotEmptyError(name, rows);
  }
}

/** Sets each sequence owned by a column past the column's largest value, so new rows get fresh ids. */
async function advanceSequences(target: SqlRunner): Promise<void> {
  const owned = await target.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as "table", a.attname as "column"
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of owned) {
    await target.query(
      `select setval($1, coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      [quote(sequence)],
    );
  }
}

async function copyTable(source: SqlRunner, target: SqlRunner, table: string): Promise<void> {
  const columns = await writableColumns(target, table);
  const list = columns.map(quote).join(', ');
  for (let offset = 0; ; offset += batchSize) {
    // ctid: the rows' physical order, stable while nothing else writes (the source is locked).
    const rows = await source.query<{ row: string }>(
      `select row_to_json(t)::text as row from ${quote(table)} t order by ctid limit ${batchSize} offset ${offset}`,
    );
    if (rows.length === 0) return;
    await target.query(
      `insert into ${quote(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
      [`[${rows.map(({ row }) => row).join(',')}]`],
    );
    if (rows.length < batchSize) return;
  }
}

/**
 * Copies the embedded database at `source` (the server stopped: its directory is locked meanwhile)
 * into the empty PostgreSQL database at `targetUrl`; resolves to each table's row count, checked
 * equal on both sides.
 */
export async function copyDatabase(
  source: DatabaseTarget & { kind: 'pglite' },
  targetUrl: string,
): Promise<TableCount[]> {
  const sourceOrm = await openOrm(source);
  try {
    const from = ormRunner(sourceOrm);
    // The source first reaches this app's schema, so both sides have the same tables and columns.
    await migrate(sourceOrm);
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      const to = clientRunner(client);
      await refuseNonEmpty(to);
      const targetOrm = await openOrm({ kind: 'postgres', url: targetUrl });
      try {
        await migrate(targetOrm);
      } finally {
        await targetOrm.close();
      }
      const tables = await tablesInDependencyOrder(from);
      await client.query('begin');
      try {
        // The seed-free migrations leave the tables empty; check again inside the transaction.
        await refuseNonEmpty(to);
        for (const table of tables) await copyTable(from, to, table);
        await advanceSequences(to);
        const counts: TableCount[] = [];
        for (const table of tables) {
          const rows = await countRows(from, table);
          const copied = await countRows(to, table);
          if (copied !== rows) throw new Error(`"${table}" has ${rows} rows but ${copied} were copied`);
          counts.push({ table, rows });
        }
        await client.query('commit');
        return counts;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      await client.end();
    }
  } finally {
    await sourceOrm.close();
  }
}
