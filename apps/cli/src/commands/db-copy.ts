import { copyDatabase } from '@commons/adapters/persistence/backup/database-copy';
import type { Command } from '../command.ts';
import { requireOption } from '../arguments.ts';
import { formatTable } from '../table.ts';

/** Stop the server first: the embedded database is read under its directory lock. */
export const dbCopyCommand: Command = {
  summary: 'copy the embedded database into an empty PostgreSQL database (schema, rows, sequences)',
  options: [{ name: 'to', value: 'URL', description: 'the empty PostgreSQL database (postgres://...)' }],
  run: async (config, args) => {
    const url = requireOption(args, 'to');
    if (!/^postgres(ql)?:\/\//.test(url) || !URL.canParse(url))
      throw new Error('--to must be a postgres:// or postgresql:// URL');
    if (config.database.kind !== 'pglite' || !config.database.dir)
      throw new Error('db:copy moves the embedded database: unset DATABASE_URL to copy DATA_DIR/pglite');
    const counts = await copyDatabase({ kind: 'pglite', dir: config.database.dir }, url);
    const copied = formatTable([
      ['table', 'rows'],
      ...counts.map(({ table, rows }) => [table, String(rows)]),
    ]);
    return `${copied}\nEvery table's row count matches. Set DATABASE_URL to the new database and start the server.`;
  },
};
