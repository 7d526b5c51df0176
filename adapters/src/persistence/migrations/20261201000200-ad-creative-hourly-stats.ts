import { Migration } from '@mikro-orm/migrations';

/**
 * Impressions and clicks per creative and UTC hour, counted with their campaign's hour from the
 * view tokens that name the creative, and kept for the report's last 48 hours (housekeeping deletes
 * older hours). Hours counted before this table stay on their campaigns only.
 */
export class Migration20261201000200_ad_creative_hourly_stats extends Migration {
  override name = 'Migration20261201000200_ad_creative_hourly_stats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_creative_hourly_stats" ("creative_id" uuid not null, "hour" timestamptz not null, "impressions" bigint not null default 0, "clicks" bigint not null default 0, primary key ("creative_id", "hour"));`,
    );
    this.addSql(
      `alter table "ad_creative_hourly_stats" add constraint "ad_creative_hourly_stats_creative_id_foreign" foreign key ("creative_id") references "ad_creatives" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "ad_creative_hourly_stats_hour_index" on "ad_creative_hourly_stats" ("hour");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_creative_hourly_stats" cascade;`);
  }
}
