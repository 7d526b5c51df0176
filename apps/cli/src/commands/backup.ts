import { backupDatabase, restoreDatabase } from '@commons/adapters/persistence/backup/database-backup';
import type { Command } from '../command.ts';
import { requireOption } from '../arguments.ts';

/** Stop the server first on the embedded database: it allows one process at a time. */
export const backupCommand: Command = {
  summary: 'write a backup of the database to a file (PGlite dump, or pg_dump on PostgreSQL)',
  options: [{ name: 'out', value: 'FILE', description: 'the backup file to write (required)' }],
  run: async (config, args) => {
    const file = requireOption(args, 'out');
    await backupDatabase(config.database, file);
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
