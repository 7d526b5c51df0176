import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSocketPath, requestBackup, serveBackupSocket } from './backup-socket.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'commons-socket-'));
  folders.push(dir);
  return dir;
}

describe('the backup socket', () => {
  it('answers with the backup, from a socket only its owner can reach', async () => {
    const socket = backupSocketPath(await dataDir());
    const backup = Buffer.alloc(3 * 1024 * 1024, 7);
    const stop = await serveBackupSocket(
      socket,
      async () => backup,
      () => {},
    );
    try {
      expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
      expect((await stat(socket)).mode & 0o777).toBe(0o600);
      expect((await requestBackup(socket)).equals(backup)).toBe(true);
    } finally {
      await stop();
    }
    await expect(stat(socket)).rejects.toThrow('ENOENT');
  });

  it("passes the server's failure on in words, and reports it to the server's log", async () => {
    const socket = backupSocketPath(await dataDir());
    const logged: unknown[] = [];
    const stop = await serveBackupSocket(
      socket,
      async () => {
        throw new Error('disk full');
      },
      (error) => logged.push(error),
    );
    try {
      await expect(requestBackup(socket)).rejects.toThrow('The server could not back up: disk full');
      expect(logged).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('says when no server listens', async () => {
    const socket = backupSocketPath(await dataDir());
    await expect(requestBackup(socket)).rejects.toThrow(`No running server answers on ${socket}`);
  });
});
