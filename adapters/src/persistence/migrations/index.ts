import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121072519_initial } from './20261121072519-initial.ts';

/**
 * Every migration, in order. `npm run migration:create -- <name>` writes a new file from the diff
 * between the entity schemas and a freshly migrated database; append its class here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121072519_initial', class: Migration20261121072519_initial },
];
