import { migrateWithLock } from '@commons/adapters/persistence/migrate-with-lock';
import { InfrastructureTokens } from '@commons/container';
import { withContainer } from '../with-container.ts';
import type { Command } from '../command.ts';

export const migrateCommand: Command = {
  summary: 'apply pending database migrations',
  run: (config) =>
    withContainer(config, async (container) => {
      const applied = await migrateWithLock(container.resolve(InfrastructureTokens.Orm));
      return applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.';
    }),
};
