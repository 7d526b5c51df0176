import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDatabaseDirectory } from './pglite-lock.ts';

async function aDirectory(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'pglite-lock-')), 'pglite');
}

describe('lockDatabaseDirectory', () => {
  it('refuses a second opener while the first holds the directory, and lets it in after release', async () => {
    const dir = await aDirectory();
    const release = lockDatabaseDirectory(dir);

    expect(() => lockDatabaseDirectory(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDatabaseDirectory(dir)).toThrow(`in use by another process (pid ${process.pid})`);

    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDatabaseDirectory(dir)();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = await aDirectory();
    await writeFile(`${dir}.lock`, '2147483646');

    const release = lockDatabaseDirectory(dir);

    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
  });
});
