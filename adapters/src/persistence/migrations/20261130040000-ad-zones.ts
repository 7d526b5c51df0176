import { Migration } from '@mikro-orm/migrations';

/**
 * The public sponsor zones: their slots (a campaign's slot is a foreign key, so the rows must exist
 * wherever campaigns are made, seeded or not), and campaigns' targeting by article category.
 */
export class Migration20261130040000_ad_zones extends Migration {
  override name = 'Migration20261130040000_ad_zones';

  override up(): void | Promise<void> {
    this.addSql(
      `insert into "ad_slots" ("id", "description", "allowed_sizes") values
       ('knowledge-list', 'Knowledge hub, in the list', '{728x90}'),
       ('article-footer', 'Article, after the text', '{300x250}')
       on conflict ("id") do nothing;`,
    );
    this.addSql(`alter table "ad_campaigns" add "categories" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_campaigns" drop column "categories";`);
    this.addSql(
      `delete from "ad_slots" where "id" in ('knowledge-list', 'article-footer') and not exists (select 1 from "ad_campaigns" where "slot_id" = "ad_slots"."id");`,
    );
  }
}
