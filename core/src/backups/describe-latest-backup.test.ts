import { describe, expect, it } from 'vitest';
import { describeLatestBackup } from './describe-latest-backup.ts';
import { InMemoryBackupArchive } from './testing/in-memory-backup-archive.ts';

describe('describing the latest backup', () => {
  it('is null before the first backup', async () => {
    expect(await describeLatestBackup({ backups: new InMemoryBackupArchive() })).toBeNull();
  });

  it('names the newest backup with its size and time, without its content', async () => {
    const backups = new InMemoryBackupArchive();
    await backups.add('old.backup', new Date('2026-11-28T03:00:00Z'), new Uint8Array([1]));
    await backups.add('new.backup', new Date('2026-11-29T03:00:00Z'), new Uint8Array([2, 3]));
    expect(await describeLatestBackup({ backups })).toEqual({
      name: 'new.backup',
      bytes: 2,
      takenAt: new Date('2026-11-29T03:00:00Z'),
    });
  });
});
