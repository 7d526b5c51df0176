import { Migration } from '@mikro-orm/migrations';

/**
 * The public sponsor zones: campaigns' targeting by article category. The zones' slots are reference
 * data, inserted by the seed at every start like the dashboard's (a migration that inserted rows
 * would leave a fresh database not empty, and `db:copy` copies into an empty one only).
 */
export class Migration20261130040000_ad_zones extends Migration {
  override name = 'Migration20261130040000_ad_zones';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ad_campaigns" add "categories" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_campaigns" drop column "categories";`);
  }
}
