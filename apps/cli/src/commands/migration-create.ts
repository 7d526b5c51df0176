import { migrate, openOrm } from '@commons/adapters/persistence/orm';
import type { Command } from '../command.ts';

/**
 * Development only: diffs the entity schemas against a freshly migrated in-memory database and
 * writes the difference as a new migration file. Append its class to migrations/index.ts.
 */
export const migrationCreateCommand: Command = {
  summary: 'write a migration for entity changes (development only)',
  operands: '<kebab-case-name>',
  run: async (_config, args) => {
    const name = args._[0];
    if (!name || !/^[a-z0-9-]+$/.test(name)) throw new Error('Give the migration a kebab-case name');
    const orm = await openOrm({ kind: 'pglite' });
    try {
      await migrate(orm);
      const result = await orm.migrator.create(undefined, false, false, name);
      if (!result.fileName) return 'No schema changes.';
      return `Wrote ${result.fileName}:\n${result.diff.up.join('\n')}`;
    } finally {
      await orm.close();
    }
  },
};
