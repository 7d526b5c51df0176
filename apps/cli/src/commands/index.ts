import type { Command } from '../command.ts';
import { migrateCommand } from './migrate.ts';
import { migrationCreateCommand } from './migration-create.ts';
import { seedCommand } from './seed.ts';

/** Every CLI command. Features add theirs here. */
export const commands: Record<string, Command> = {
  migrate: migrateCommand,
  seed: seedCommand,
  'migration:create': migrationCreateCommand,
};
