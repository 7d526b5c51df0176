import type { Config } from '@commons/container';
import type { Arguments } from '../arguments.ts';
import { migrateCommand } from './migrate.ts';
import { migrationCreateCommand } from './migration-create.ts';
import { seedCommand } from './seed.ts';

export interface Command {
  summary: string;
  /** Returns what to print on success. */
  run(config: Config, args: Arguments): Promise<string | void>;
}

/** Every CLI command. Features add theirs here. */
export const commands: Record<string, Command> = {
  migrate: migrateCommand,
  seed: seedCommand,
  'migration:create': migrationCreateCommand,
};
