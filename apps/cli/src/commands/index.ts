import type { Command } from '../command.ts';
import { adsCreateCommand, adsListCommand } from './ads.ts';
import { articlesPublishCommand } from './articles.ts';
import { backupCommand, restoreCommand } from './backup.ts';
import { createAdminCommand } from './create-admin.ts';
import { dbCopyCommand } from './db-copy.ts';
import { mailFlushCommand } from './mail-flush.ts';
import {
  membersExportCommand,
  membersGrantTierCommand,
  membersImportCommand,
  membersListCommand,
} from './members.ts';
import { migrateCommand } from './migrate.ts';
import { paymentsFlushCommand } from './payments-flush.ts';
import { purgeExpiredCommand } from './purge-expired.ts';
import { migrationCreateCommand } from './migration-create.ts';
import { seedCommand } from './seed.ts';
import { sendsCreateCommand, sendsListCommand } from './sends.ts';
import { submissionsListCommand } from './submissions.ts';
import { setStatusCommand } from './set-status.ts';
import { stripeSetupCommand } from './stripe-setup.ts';
import { stripeSyncPricesCommand } from './stripe-sync-prices.ts';
import { versionCommand } from './version.ts';

/** Every CLI command. Features add theirs here. */
export const commands: Record<string, Command> = {
  migrate: migrateCommand,
  seed: seedCommand,
  'migration:create': migrationCreateCommand,
  'create-admin': createAdminCommand,
  'set-status': setStatusCommand,
  'members:list': membersListCommand,
  'members:grant-tier': membersGrantTierCommand,
  'members:import': membersImportCommand,
  'members:export': membersExportCommand,
  'submissions:list': submissionsListCommand,
  'purge-expired': purgeExpiredCommand,
  'ads:list': adsListCommand,
  'ads:create': adsCreateCommand,
  'articles:publish': articlesPublishCommand,
  'sends:create': sendsCreateCommand,
  'sends:list': sendsListCommand,
  backup: backupCommand,
  restore: restoreCommand,
  'db:copy': dbCopyCommand,
  'mail:flush': mailFlushCommand,
  'stripe:sync-prices': stripeSyncPricesCommand,
  'stripe:setup': stripeSetupCommand,
  'payments:flush': paymentsFlushCommand,
  version: versionCommand,
};
