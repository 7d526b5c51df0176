import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresMikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, MikroORM, SqlEntityManager } from '@mikro-orm/sql';
import { postgresPoolOptions, type DatabaseLimits } from './database-limits.ts';
import { entities } from './entities/index.ts';
import { lockDatabaseDirectory } from './pglite-lock.ts';
import { migrationsList } from './migrations/index.ts';

export type DatabaseTarget = { kind: 'pglite'; dir?: string | undefined } | { kind: 'postgres'; url: string };

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager<AbstractSqlDriver>>;
export type EntityManager = SqlEntityManager<AbstractSqlDriver>;

const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

function baseOptions(): Partial<Options> {
  return {
    entities,
    extensions: [Migrator],
    // Every unit of work runs in a forked context (request, CLI command, test); the global
    // EntityManager is never used directly, so shared state cannot leak between requests.
    allowGlobalContext: false,
    discovery: { checkDuplicateTableNames: true },
    migrations: {
      path: migrationsPath,
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      snapshotOnMigrate: false,
      silent: true,
      emit: 'ts',
      fileName: (timestamp, name) => `${timestamp}-${name ?? 'migration'}`,
    },
  };
}

/**
 * PGlite's PostgreSQL lives in the process's WebAssembly heap, so its buffers are the server's
 * memory: PostgreSQL's default 128 MB of shared buffers would hold far more RSS than 16 MB
 * do. The embedded database serves small sites whose
 * tables fit in 16 MB, and reads beyond it come from the operating system's page cache.
 */
const pgliteMemorySettings = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

function pgliteOptions(): Partial<Options> {
  return {
    ...baseOptions(),
    driverOptions: { startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings] },
  };
}

/** Opens the ORM on the embedded PGlite database or a PostgreSQL server (with its limits, if given). */
export async function openOrm(target: DatabaseTarget, limits?: DatabaseLimits): Promise<Orm> {
  if (target.kind === 'postgres') {
    return (await PostgresMikroORM.init({
      ...baseOptions(),
      clientUrl: target.url,
      pool: { min: 0, max: limits?.poolMax ?? 20 },
      ...(limits && { driverOptions: postgresPoolOptions(limits) }),
    })) as unknown as Orm;
  }
  if (!target.dir) return (await PgliteMikroORM.init(pgliteOptions())) as unknown as Orm;
  const release = lockDatabaseDirectory(target.dir);
  try {
    const orm = (await PgliteMikroORM.init({ ...pgliteOptions(), dbName: target.dir })) as unknown as Orm;
    // Let the next process in once this one has closed the database.
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      try {
        await close(force);
      } finally {
        release();
      }
    };
    return orm;
  } catch (error) {
    release();
    throw error;
  }
}

export async function migrate(orm: Orm): Promise<string[]> {
  // On PostgreSQL, one transaction for all of them (`allOrNothing`) without the statement timeout
  // that guards requests: a migration rewriting a large table would be cancelled half-way through.
  // PGlite has no such timeout, and its single connection must stay free for the migrator's own
  // bookkeeping outside the transaction.
  const applied =
    orm.config.get('driver') === PostgreSqlDriver
      ? await orm.em.fork().transactional(async (em) => {
          await em.execute('set local statement_timeout = 0');
          return orm.migrator.up({ transaction: em.getTransactionContext() });
        })
      : await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
