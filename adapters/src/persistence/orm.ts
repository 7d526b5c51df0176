import { fileURLToPath } from 'node:url';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { MikroORM as PostgresMikroORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, MikroORM, SqlEntityManager } from '@mikro-orm/sql';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

export type DatabaseTarget =
  | { kind: 'pglite'; dir?: string | undefined; loadDataDir?: Blob | undefined }
  | { kind: 'postgres'; url: string };

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

/** Opens the ORM on the embedded PGlite database or a PostgreSQL server. */
export async function openOrm(target: DatabaseTarget): Promise<Orm> {
  if (target.kind === 'postgres') {
    return (await PostgresMikroORM.init({
      ...baseOptions(),
      clientUrl: target.url,
      pool: { min: 0, max: 20 },
    })) as unknown as Orm;
  }
  return (await PgliteMikroORM.init({
    ...baseOptions(),
    ...(target.dir ? { dbName: target.dir } : {}),
    ...(target.loadDataDir ? { driverOptions: { loadDataDir: target.loadDataDir } } : {}),
  })) as unknown as Orm;
}

export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
