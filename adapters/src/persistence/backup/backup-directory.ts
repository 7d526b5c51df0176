/**
 * BACKUP_DIR: the scheduled backups, one file each, named for the instant they were taken
 * (`commons-20261129T030000Z.backup`), so the newest is the greatest name and the files sort by
 * age without reading them. Other files in the folder are left alone.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupArchive, StoredBackup } from '@commons/core/backups/backup-archive';

const backupName = /^commons-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/;

export function backupFileName(takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `commons-${stamp}.backup`;
}

function takenAtOf(name: string): Date | null {
  const parts = backupName.exec(name);
  if (!parts) return null;
  const [, year, month, day, hours, minutes, seconds] = parts;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
}

export class BackupDirectory implements BackupArchive {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  /** The backups' names, newest first. */
  async #names(): Promise<string[]> {
    const names = await readdir(this.#dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return names.filter((name) => backupName.test(name)).sort((a, b) => b.localeCompare(a));
  }

  async latest(): Promise<StoredBackup | null> {
    const [name] = await this.#names();
    if (!name) return null;
    const file = path.join(this.#dir, name);
    const { size } = await stat(file);
    return { name, bytes: size, takenAt: takenAtOf(name)!, content: () => createReadStream(file) };
  }

  /**
   * Takes a backup into the folder: `write` fills a temporary file, renamed once complete, so a
   * download never gets a half-written backup. Returns the file's path.
   */
  async add(takenAt: Date, write: (file: string) => Promise<void>): Promise<string> {
    const file = path.join(this.#dir, backupFileName(takenAt));
    const partial = `${file}.partial`;
    // Backups hold every member's data: the folder is its owner's alone.
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    try {
      await write(partial);
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return file;
  }

  /** Deletes all but the newest `keep` backups; returns the names deleted. */
  async prune(keep: number): Promise<string[]> {
    const old = (await this.#names()).slice(keep);
    for (const name of old) await rm(path.join(this.#dir, name), { force: true });
    return old;
  }
}
