import { ContainerModule } from 'inversify';
import { describeLatestBackup } from '@commons/core/backups/describe-latest-backup';
import { downloadLatestBackup } from '@commons/core/backups/download-latest-backup';
import { BackupDirectory } from '@commons/adapters/persistence/backup/backup-directory';
import { backupSocketPath, serveBackupSocket } from '@commons/adapters/persistence/backup/backup-socket';
import { backupOpenDatabase, dumpOpenPglite } from '@commons/adapters/persistence/backup/database-backup';
import { runScheduledBackup } from '@commons/adapters/persistence/backup/scheduled-backup';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

const hour = 60 * 60 * 1000;

/** Backups taken by the running instance: on request over a local socket, and on a schedule. */
export const BackupTokens = {
  BackupDirectory: token<BackupDirectory>('BackupDirectory'),
  /**
   * On the embedded database, starts answering `npm run cli -- backup` over DATA_DIR's socket
   * (the CLI cannot open the database beside the server); resolves to its stop. Nothing on
   * PostgreSQL, where the CLI runs pg_dump itself.
   */
  startBackupSocket: token<() => Promise<() => Promise<void>>>('startBackupSocket'),
  /** Takes the scheduled backup if this instance claims it; resolves to the file written, if any. */
  runScheduledBackup: token<(now: Date) => Promise<string | null>>('runScheduledBackup'),
  describeLatestBackup: useCaseToken(describeLatestBackup),
  downloadLatestBackup: useCaseToken(downloadLatestBackup),
};

export const backupsModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    BackupTokens.BackupDirectory,
    { config: I.Config },
    ({ config }) => new BackupDirectory(config.backups.dir),
  );
  bindFactory(
    bind,
    BackupTokens.startBackupSocket,
    { config: I.Config, orm: I.Orm, logger: I.Logger },
    ({ config, orm, logger }) =>
      async () => {
        if (config.database.kind !== 'pglite' || !config.database.dir) return async () => {};
        return serveBackupSocket(
          backupSocketPath(config.dataDir),
          () => dumpOpenPglite(orm),
          (error) => logger.error({ err: error }, 'backup on request failed'),
        );
      },
  );
  bindFactory(
    bind,
    BackupTokens.runScheduledBackup,
    { config: I.Config, orm: I.Orm, directory: BackupTokens.BackupDirectory },
    ({ config, orm, directory }) =>
      (now) =>
        runScheduledBackup(
          {
            orm,
            directory,
            intervalMs: config.backups.intervalHours * hour,
            keep: config.backups.keep,
            backup: (file) => backupOpenDatabase(orm, config.database, file),
          },
          now,
        ),
  );
  bindUseCase(bind, BackupTokens.describeLatestBackup, describeLatestBackup, {
    backups: BackupTokens.BackupDirectory,
  });
  bindUseCase(bind, BackupTokens.downloadLatestBackup, downloadLatestBackup, {
    backups: BackupTokens.BackupDirectory,
    auditLog: AuditTokens.AuditLog,
  });
});
