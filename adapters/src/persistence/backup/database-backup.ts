/**
 * Backups of either database into one file. The embedded database is PGlite's own data-directory
 * dump (a gzipped tarball, taken under the directory lock so no server writes meanwhile); a
 * PostgreSQL server is backed up by `pg_dump` in its custom format and restored by `pg_restore`.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseTarget } from '../orm.ts';
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

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
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

export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
    return;
  }
  const dir = target.dir;
  if (!dir) throw new Error('An in-memory database has nothing to back up');
  await withLockedDirectory(dir, async () => {
    const database = await PGlite.create({ dataDir: dir });
    try {
      const dump = await database.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
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
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.url}`, file]);
    return;
  }
  const dir = target.dir;
  if (!dir) throw new Error('An in-memory database cannot be restored into');
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) {
    throw new Error(`${dir} is not empty: move it aside, then restore into a fresh directory`);
  }
  await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
  const dump = new Blob([await readFile(file)]);
  await withLockedDirectory(dir, async () => {
    const database = await PGlite.create({ dataDir: dir, loadDataDir: dump });
    await database.close();
  });
}
