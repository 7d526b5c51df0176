import { Migration } from '@mikro-orm/migrations';

/**
 * Impressions, clicks and filtered events per campaign and UTC hour, kept for the report's last 48
 * hours (housekeeping deletes older hours), and the hour each counted view's impression counted
 * in, so its click counts in that hour too. Views counted before keep no hour: their clicks count
 * in the click's hour.
 */
export class Migration20261130050100_ad_hourly_stats extends Migration {
  override name = 'Migration20261130050100_ad_hourly_stats';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_hourly_stats" ("campaign_id" uuid not null, "hour" timestamptz not null, "impressions" bigint not null default 0, "clicks" bigint not null default 0, "filtered" bigint not null default 0, primary key ("campaign_id", "hour"));`,
    );
    this.addSql(
      `alter table "ad_hourly_stats" add constraint "ad_hourly_stats_campaign_id_foreign" foreign key ("campaign_id") references "ad_campaigns" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "ad_hourly_stats_hour_index" on "ad_hourly_stats" ("hour");`);
    this.addSql(`alter table "ad_counted_views" add "hour" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_counted_views" drop column "hour";`);
    this.addSql(`drop table if exists "ad_hourly_stats" cascade;`);
  }
}
