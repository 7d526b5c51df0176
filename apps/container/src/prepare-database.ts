import { mkdir } from 'node:fs/promises';
import { underSchemaLock } from '@commons/adapters/persistence/migrate-with-lock';
import { migrate } from '@commons/adapters/persistence/orm';
import { seedDatabase } from '@commons/adapters/persistence/seed/seed-database';
import type { Config } from './config.ts';
import type { AppContainer } from './create-container.ts';
import { AccountTokens } from './modules/accounts.ts';
import { InfrastructureTokens } from './modules/infrastructure.ts';

/** Creates DATA_DIR (the embedded database, the outbox) before anything opens files in it. */
export async function ensureDataDir(config: Config): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
}

/**
 * Applies pending migrations, then the idempotent seed data, then the configured admin: one
 * instance at a time, so several starting together on one database do not race.
 */
export async function prepareDatabase(container: AppContainer): Promise<void> {
  const orm = container.resolve(InfrastructureTokens.Orm);
  const logger = container.resolve(InfrastructureTokens.Logger);
  await underSchemaLock(orm, async () => {
    const applied = await migrate(orm);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    const seeded = await seedDatabase(orm);
    if (seeded.adSlots + seeded.articles > 0) logger.info(seeded, 'seed data added');
    await ensureAdmin(container);
  });
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure that account exists and is an admin. It never
 * resets the password of an existing account (`npm run cli -- create-admin` does that).
 */
export async function ensureAdmin(container: AppContainer): Promise<void> {
  const admin = container.config.admin;
  if (!admin) return;
  const inDatabaseScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const { member, created } = await inDatabaseScope(() =>
    container.resolve(AccountTokens.ensureAdmin)(admin),
  );
  if (created)
    container.resolve(InfrastructureTokens.Logger).info({ email: member.email }, 'admin account created');
}
