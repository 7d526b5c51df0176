import type { BackupArchive, StoredBackup } from '../backup-archive.ts';

/** Backups held in memory, added by the test. */
export class InMemoryBackupArchive implements BackupArchive {
  readonly #backups: { name: string; takenAt: Date; content: Uint8Array }[] = [];

  /** Stores a backup as if it had been taken at `takenAt`. */
  async add(name: string, takenAt: Date, content: Uint8Array): Promise<void> {
    this.#backups.push({ name, takenAt, content });
  }

  async latest(): Promise<StoredBackup | null> {
    const newest = this.#backups.toSorted((a, b) => b.takenAt.getTime() - a.takenAt.getTime())[0];
    if (!newest) return null;
    return {
      name: newest.name,
      bytes: newest.content.length,
      takenAt: newest.takenAt,
      content: async function* () {
        yield newest.content;
      },
    };
  }
}
