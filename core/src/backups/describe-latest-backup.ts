import type { BackupArchive } from './backup-archive.ts';

/** What the console shows of the newest backup before anyone downloads it. */
export interface BackupSummary {
  name: string;
  bytes: number;
  takenAt: Date;
}

/** The newest backup's name, size and time, or null before the first one: reading it is not audited. */
export async function describeLatestBackup(deps: { backups: BackupArchive }): Promise<BackupSummary | null> {
  const backup = await deps.backups.latest();
  return backup && { name: backup.name, bytes: backup.bytes, takenAt: backup.takenAt };
}
