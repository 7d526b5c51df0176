import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupArchiveContract } from '@commons/core/backups/testing/backup-archive.contract';
import { BackupDirectory, backupFileName } from './backup-directory.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function emptyDirectory(): Promise<{ dir: string; backups: BackupDirectory }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'commons-backups-'));
  folders.push(dir);
  return { dir, backups: new BackupDirectory(path.join(dir, 'backups')) };
}

backupArchiveContract('BackupDirectory', async () => {
  const { backups } = await emptyDirectory();
  return {
    archive: backups,
    add: async (takenAt, content) => {
      await backups.add(takenAt, (file) => writeFile(file, content));
    },
  };
});

describe('the backup folder', () => {
  it('keeps the newest backups and leaves other files alone', async () => {
    const { dir, backups } = await emptyDirectory();
    await backups.add(new Date('2026-11-29T03:00:00Z'), (file) => writeFile(file, 'x'));
    const folder = path.join(dir, 'backups');
    await writeFile(path.join(folder, 'notes.txt'), 'the operator’s');
    for (const day of ['26', '27', '28'])
      await backups.add(new Date(`2026-11-${day}T03:00:00Z`), (file) => writeFile(file, day));

    expect(await backups.prune(2)).toEqual([
      backupFileName(new Date('2026-11-27T03:00:00Z')),
      backupFileName(new Date('2026-11-26T03:00:00Z')),
    ]);
    expect((await readdir(folder)).sort()).toEqual([
      'commons-20261128T030000Z.backup',
      'commons-20261129T030000Z.backup',
      'notes.txt',
    ]);
  });

  it('leaves no file behind when a backup fails half-way', async () => {
    const { dir, backups } = await emptyDirectory();
    await expect(
      backups.add(new Date('2026-11-29T03:00:00Z'), async (file) => {
        await writeFile(file, 'half');
        throw new Error('pg_dump failed');
      }),
    ).rejects.toThrow('pg_dump failed');
    expect(await readdir(path.join(dir, 'backups'))).toEqual([]);
    expect(await backups.latest()).toBeNull();
  });
});
