/**
 * The scheduled backup: every BACKUP_INTERVAL_HOURS one instance writes a backup into BACKUP_DIR
 * and deletes all but the newest BACKUP_KEEP. Instances sharing a database share the claim row
 * (`scheduled_jobs`), so of several instances whose timers fire within one interval only the
 * first takes the backup.
 */
import type { Orm } from '../orm.ts';
import type { BackupDirectory } from './backup-directory.ts';

const jobName = 'scheduled-backup';

/**
 * Claims this interval's run: one statement that moves the job's start time forward only when the
 * last start is at least `intervalMs` old (or there is none). True for exactly one claimant.
 */
export async function claimScheduledRun(
  orm: Orm,
  now: Date,
  intervalMs: number,
  job = jobName,
): Promise<boolean> {
  // A minute's slack: the instances' timers tick on their own, and a tick that comes a moment
  // early must not push the backup back by a whole tick.
  const due = new Date(now.getTime() - intervalMs + 60_000);
  const claimed = await orm.em
    .fork()
    .getConnection()
    .execute<{ name: string }[]>(
      `insert into scheduled_jobs (name, last_started_at) values (?, ?)
       on conflict (name) do update set last_started_at = excluded.last_started_at
       where scheduled_jobs.last_started_at <= ?
       returning name`,
      [job, now, due],
    );
  return claimed.length === 1;
}

export interface ScheduledBackupOptions {
  orm: Orm;
  directory: BackupDirectory;
  intervalMs: number;
  keep: number;
  /** Writes a backup of the open database to the file. */
  backup: (file: string) => Promise<void>;
}

/** Runs one scheduled backup if this instance claims it; resolves to the file written, if any. */
export async function runScheduledBackup(options: ScheduledBackupOptions, now: Date): Promise<string | null> {
  if (!(await claimScheduledRun(options.orm, now, options.intervalMs))) return null;
  const file = await options.directory.add(now, options.backup);
  await options.directory.prune(options.keep);
  return file;
}
