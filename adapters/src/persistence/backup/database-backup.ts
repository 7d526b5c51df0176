/**
 * Backups of either database into one file. The embedded database is PGlite's own data-directory
 * dump (a gzipped tarball): taken under the directory lock when no server runs, or by the running
 * server itself with every query held back meanwhile (`dumpOpenDatabase`). A PostgreSQL server is
 * backed up by `pg_dump` in its custom format and restored by `pg_restore`.
 */
import { spawn } from 'node:child_process';
import { mkdir, open, readdir, readFile, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseTarget, Orm } from '../orm.ts';
import { lockDatabaseDirectory } from '../pglite-lock.ts';

export class BackupToolMissingError extends Error {
  constructor(tool: string) {
    super(
      `${tool} is not installed. Backing up a PostgreSQL database needs the PostgreSQL client tools ` +
        `(pg_dump and pg_restore, the server's major version or newer) on the PATH.`,
    );
    this.name = 'BackupToolMissingError';
  }
}

/** A backup holds every member's data: only its owner may read it. */
const ownerOnlyFile = 0o600;
const ownerOnlyDirectory = 0o700;

/**
 * The client tools' connection: the URL without its password, which goes to them in PGPASSWORD so
 * that it never shows in the process list.
 */
function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return {
    dbname: url.href,
    env: password === null ? process.env : { ...process.env, PGPASSWORD: password },
  };
}

function run(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'ignore' | number = 'ignore',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', output, 'pipe'], env });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupToolMissingError(tool) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function withLockedDirectory<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const release = lockDatabaseDirectory(dir);
  try {
    return await work();
  } finally {
    release();
  }
}

/** Writes a backup file that only its owner can read, in folders created for the owner alone. */
export async function writeOwnerOnly(
  file: string,
  write: (output: FileHandle) => Promise<void>,
): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: ownerOnlyDirectory });
  const handle = await open(file, 'w', ownerOnlyFile);
  try {
    // An existing file keeps its mode on open: set it before a byte of the dump is written.
    await handle.chmod(ownerOnlyFile);
    await write(handle);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Why a file cannot be restored into the embedded database, in one line, or null when it looks like
 * PGlite's backup (a gzipped tarball, or a plain tarball). PGlite itself fails on anything else with
 * an error that names no reason.
 */
export function notAnEmbeddedBackup(bytes: Buffer): string | null {
  const isGzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const isTar = bytes.subarray(257, 262).toString('latin1') === 'ustar';
  if (isGzip || isTar) return null;
  const start = bytes.subarray(0, 256).toString('latin1');
  if (start.startsWith('PGDMP') || /^--\n-- PostgreSQL database dump/.test(start))
    return (
      'it is a PostgreSQL dump (pg_dump); the embedded database restores only its own backups. ' +
      'Restore it into PostgreSQL (DATABASE_URL) with the restore command, or move an embedded install with db:copy'
    );
  return "it is not a backup of the embedded database (the CLI's backup of DATA_DIR/pglite, a gzipped tarball)";
}

async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientConnection(url);
  await writeOwnerOnly(file, (output) =>
    run('pg_dump', ['--format=custom', '--no-owner', `--dbname=${dbname}`], env, output.fd),
  );
}

/**
 * The open embedded database as one tarball, taken by the process that has it open (the running
 * server). A checkpoint first writes the cached pages to the files; the copy is then taken inside
 * a PGlite transaction, which holds every other query and transaction back (PGlite runs them one at
 * a time), so the files are copied at one instant between two transactions: what restoring them
 * finds is every transaction committed before that instant, none after.
 */
export async function dumpOpenPglite(orm: Orm): Promise<Buffer> {
  const connection = orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
  const database = await connection.getNativeClient();
  await database.exec('CHECKPOINT');
  const dump = await database.transaction(() => database.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/** A backup of the database an open ORM serves, by the process that has it open. */
export async function backupOpenDatabase(orm: Orm, target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') return dumpPostgres(target.url, file);
  const dump = await dumpOpenPglite(orm);
  await writeOwnerOnly(file, (output) => output.writeFile(dump));
}

/** A backup taken with no server running (on the embedded database, under its directory lock). */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') return dumpPostgres(target.url, file);
  const dir = target.dir;
  if (!dir) throw new Error('An in-memory database has nothing to back up');
  await withLockedDirectory(dir, async () => {
    const database = await PGlite.create({ dataDir: dir });
    try {
      const dump = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
      await writeOwnerOnly(file, (output) => output.writeFile(dump));
    } finally {
      await database.close();
    }
  });
}

/**
 * Restores into the configured database. PGlite restores only into an empty or missing directory
 * (move the old one aside first); PostgreSQL replaces the objects the backup holds.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (target.kind === 'postgres') {
    const { dbname, env } = clientConnection(target.url);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${dbname}`, file], env);
    return;
  }
  const dir = target.dir;
  if (!dir) throw new Error('An in-memory database cannot be restored into');
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) {
    throw new Error(`${dir} is not empty: move it aside, then restore into a fresh directory`);
  }
  const bytes = await readFile(file);
  const refusal = notAnEmbeddedBackup(bytes);
  if (refusal) throw new Error(`Cannot restore ${file}: ${refusal}`);
  await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  const dump = new Blob([bytes]);
  await withLockedDirectory(dir, async () => {
    // A damaged tarball still fails inside PGlite, whose error may have no message: name the file.
    const database = await PGlite.create({ dataDir: dir, loadDataDir: dump }).catch((error: unknown) => {
      const reason = error instanceof Error && error.message ? error.message : 'unreadable';
      throw new Error(`Cannot restore ${file}: PGlite could not open it (${reason})`, { cause: error });
    });
    await database.close();
  });
}
