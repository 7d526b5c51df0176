import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142350_ad_caps_counted_views_and_filtered extends Migration {
  override name = 'Migration20261123142350_ad_caps_counted_views_and_filtered';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_counted_views" ("view_key" text not null, "expires_at" timestamptz not null, primary key ("view_key"));`,
    );
    this.addSql(`create index "ad_counted_views_expires_at_idx" on "ad_counted_views" ("expires_at");`);

    this.addSql(
      `create table "ad_viewer_days" ("campaign_id" uuid not null, "viewer" text not null, "day" date not null, "impressions" int not null default 0, primary key ("campaign_id", "viewer", "day"));`,
    );
    this.addSql(`create index "ad_viewer_days_day_idx" on "ad_viewer_days" ("day");`);

    this.addSql(`alter table "ad_campaigns" add "impression_cap" int null, add "frequency_cap" int null;`);
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_impression_cap_check" check (impression_cap >= 1);`,
    );
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_frequency_cap_check" check (frequency_cap >= 1);`,
    );

    this.addSql(`alter table "ad_daily_stats" add "filtered" bigint not null default '0';`);

    this.addSql(
      `alter table "ad_viewer_days" add constraint "ad_viewer_days_campaign_id_foreign" foreign key ("campaign_id") references "ad_campaigns" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_counted_views" cascade;`);
    this.addSql(`drop table if exists "ad_viewer_days" cascade;`);

    this.addSql(`alter table "ad_campaigns" drop constraint "ad_campaigns_impression_cap_check";`);
    this.addSql(`alter table "ad_campaigns" drop constraint "ad_campaigns_frequency_cap_check";`);
    this.addSql(`alter table "ad_campaigns" drop column "impression_cap", drop column "frequency_cap";`);

    this.addSql(`alter table "ad_daily_stats" drop column "filtered";`);
  }
}
