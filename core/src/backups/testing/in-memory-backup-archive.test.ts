import { backupArchiveContract } from './backup-archive.contract.ts';
import { InMemoryBackupArchive } from './in-memory-backup-archive.ts';

backupArchiveContract('InMemoryBackupArchive', async () => {
  const archive = new InMemoryBackupArchive();
  return {
    archive,
    add: (takenAt, content) => archive.add(`backup-${takenAt.toISOString()}`, takenAt, content),
  };
});
