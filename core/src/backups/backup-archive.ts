/**
 * The database backups an instance keeps (scheduled ones, in BACKUP_DIR). Core only reads the
 * newest, for the console's download; taking and pruning them is the operator's machinery.
 */
export interface StoredBackup {
  /** The file's name, e.g. `commons-20261129T030000Z.backup`: what a download is saved as. */
  name: string;
  bytes: number;
  takenAt: Date;
  /** The backup's content, read when the download starts. */
  content(): AsyncIterable<Uint8Array>;
}

export interface BackupArchive {
  /** The newest backup, or null when none has been taken. */
  latest(): Promise<StoredBackup | null>;
}
