import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { BackupDirectory } from './backup-directory.ts';
import { claimScheduledRun, runScheduledBackup } from './scheduled-backup.ts';

const hour = 60 * 60 * 1000;

for (const kind of testDatabaseKinds()) {
  describe(`scheduled backups on ${kind}`, () => {
    const orm = useTestOrm(kind);
    const folders: string[] = [];
    afterAll(async () => {
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    });

    it('lets one of several instances claim a run, and the next only once the interval is over', async () => {
      const job = `test-${kind}-${Date.now()}`;
      const now = new Date('2026-11-29T03:00:00Z');
      const claims = await Promise.all(
        Array.from({ length: 5 }, () => claimScheduledRun(orm(), now, 24 * hour, job)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimScheduledRun(orm(), new Date(now.getTime() + hour), 24 * hour, job)).toBe(false);
      expect(await claimScheduledRun(orm(), new Date(now.getTime() + 24 * hour), 24 * hour, job)).toBe(true);
    });

    it('writes the backup into the folder and keeps the newest BACKUP_KEEP', async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'commons-scheduled-'));
      folders.push(folder);
      const directory = new BackupDirectory(folder);
      const options = {
        orm: orm(),
        directory,
        intervalMs: hour,
        keep: 2,
        backup: (file: string) => writeFile(file, 'backup'),
      };
      const start = Date.parse('2030-01-01T00:00:00Z');
      const written = [];
      for (let run = 0; run < 3; run += 1)
        written.push(await runScheduledBackup(options, new Date(start + run * hour)));
      expect(await runScheduledBackup(options, new Date(start + 2 * hour + 60_000))).toBeNull();
      expect(written.every((file) => file !== null)).toBe(true);
      expect((await readdir(folder)).sort()).toEqual(written.slice(1).map((file) => path.basename(file!)));
    });
  });
}
