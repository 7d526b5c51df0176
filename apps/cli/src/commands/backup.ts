import { requestBackup, backupSocketPath } from '@commons/adapters/persistence/backup/backup-socket';
import {
  backupDatabase,
  restoreDatabase,
  writeOwnerOnly,
} from '@commons/adapters/persistence/backup/database-backup';
import { DatabaseInUseError } from '@commons/adapters/persistence/pglite-lock';
import type { Command } from '../command.ts';
import { requireOption } from '../arguments.ts';

/**
 * On the embedded database, a running server has it open (one process at a time): the backup is
 * then asked of that server over DATA_DIR's local socket, and taken consistently by it.
 */
export const backupCommand: Command = {
  summary:
    'write a backup of the database to a file (PGlite dump, or pg_dump on PostgreSQL), server running or not',
  options: [{ name: 'out', value: 'FILE', description: 'the backup file to write (required)' }],
  run: async (config, args) => {
    const file = requireOption(args, 'out');
    try {
      await backupDatabase(config.database, file);
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      const backup = await requestBackup(backupSocketPath(config.dataDir));
      await writeOwnerOnly(file, (output) => output.writeFile(backup));
      return `Backup written to ${file} by the running server.`;
    }
    return `Backup written to ${file}.`;
  },
};

export const restoreCommand: Command = {
  summary: 'restore the database from a backup (into an empty DATA_DIR, or over PostgreSQL)',
  options: [{ name: 'from', value: 'FILE', description: 'the backup file to read (required)' }],
  run: async (config, args) => {
    const file = requireOption(args, 'from');
    await restoreDatabase(config.database, file);
    return `Database restored from ${file}.`;
  },
};
