import { migrate } from '@commons/adapters/persistence/orm';
import { seedDatabase } from '@commons/adapters/persistence/seed/seed-database';
import { InfrastructureTokens } from '@commons/container';
import { withContainer } from '../with-container.ts';
import type { Command } from '../command.ts';

export const seedCommand: Command = {
  summary: 'add missing reference data (ad slots, knowledge articles)',
  run: (config) =>
    withContainer(config, async (container) => {
      const orm = container.resolve(InfrastructureTokens.Orm);
      await migrate(orm);
      const added = await seedDatabase(orm);
      return `Added ${added.adSlots} ad slot(s) and ${added.articles} article(s).`;
    }),
};
