import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121072519_initial } from './20261121072519-initial.ts';
import { Migration20261123091746_newsletter_subscribers } from './20261123091746-newsletter-subscribers.ts';
import { Migration20261123092109_history_tiers_and_actors } from './20261123092109-history-tiers-and-actors.ts';

/**
 * Every migration, in order. `npm run migration:create -- <name>` writes a new file from the diff
 * between the entity schemas and a freshly migrated database; append its class here.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121072519_initial', class: Migration20261121072519_initial },
  {
    name: 'Migration20261123091746_newsletter_subscribers',
    class: Migration20261123091746_newsletter_subscribers,
  },
  {
    name: 'Migration20261123092109_history_tiers_and_actors',
    class: Migration20261123092109_history_tiers_and_actors,
  },
];
