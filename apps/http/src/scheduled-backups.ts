import { BackupTokens, InfrastructureTokens, type AppContainer } from '@commons/container';
import { every } from './background-timer.ts';

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * Every instance looks whether the scheduled backup is due every quarter of an hour (or every
 * interval, when shorter), a minute after start the first time; the claim in the database lets one
 * instance take it per BACKUP_INTERVAL_HOURS. Nothing when the interval is 0. Returns its stop,
 * which waits for a backup under way.
 */
export function scheduleBackups(
  container: AppContainer,
  now: () => Date = () => new Date(),
): () => Promise<void> {
  const { intervalHours } = container.config.backups;
  if (intervalHours === 0) return async () => {};
  const runScheduledBackup = container.resolve(BackupTokens.runScheduledBackup);
  const logger = container.resolve(InfrastructureTokens.Logger);
  const tickMs = Math.min(intervalHours * hour, 15 * minute);
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      try {
        const file = await runScheduledBackup(now());
        if (file) logger.info({ file }, 'scheduled backup written');
      } catch (error) {
        logger.error({ err: error }, 'scheduled backup failed');
      }
    })();
  };
  const stop = every(tickMs, minute, run);
  // A backup under way finishes before the database closes.
  return () => {
    stop();
    return running;
  };
}
