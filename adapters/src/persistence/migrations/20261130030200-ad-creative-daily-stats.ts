import { Migration } from '@mikro-orm/migrations';

/**
 * Impressions and clicks per creative and UTC day, counted with their campaign's from the view
 * tokens that name the creative. Counts from before creatives stay on their campaigns only.
 */
export class Migration20261130030200_ad_creative_daily_stats extends Migration {
  override name = 'Migration20261130030200_ad_creative_daily_stats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_creative_daily_stats" ("creative_id" uuid not null, "day" date not null, "impressions" bigint not null default 0, "clicks" bigint not null default 0, primary key ("creative_id", "day"));`,
    );
    this.addSql(
      `alter table "ad_creative_daily_stats" add constraint "ad_creative_daily_stats_creative_id_foreign" foreign key ("creative_id") references "ad_creatives" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_creative_daily_stats" cascade;`);
  }
}
