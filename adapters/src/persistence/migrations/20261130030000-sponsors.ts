import { Migration } from '@mikro-orm/migrations';

/**
 * Sponsors, and every campaign's sponsor. Campaigns had no advertiser field, so each existing
 * campaign moves to a sponsor named after the campaign (one sponsor per name, whatever its case),
 * the rule `POST /api/ads` keeps for a campaign that names no sponsor.
 */
export class Migration20261130030000_sponsors extends Migration {
  override name = 'Migration20261130030000_sponsors';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sponsors" ("id" uuid not null default gen_random_uuid(), "name" text not null, "contact_name" text null, "contact_email" text null, "weekly_report" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create unique index "sponsors_name_lower_unique" on "sponsors" (lower("name"));`);
    this.addSql(`alter table "ad_campaigns" add "sponsor_id" uuid null;`);
    this.addSql(
      `insert into "sponsors" ("name", "created_at", "updated_at")
       select distinct on (lower("name")) "name", "created_at", "created_at" from "ad_campaigns"
       order by lower("name"), "created_at";`,
    );
    this.addSql(
      `update "ad_campaigns" set "sponsor_id" = "sponsors"."id" from "sponsors" where lower("sponsors"."name") = lower("ad_campaigns"."name");`,
    );
    this.addSql(`alter table "ad_campaigns" alter column "sponsor_id" set not null;`);
    this.addSql(`create index "ad_campaigns_sponsor_id_index" on "ad_campaigns" ("sponsor_id");`);
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_sponsor_id_foreign" foreign key ("sponsor_id") references "sponsors" ("id") on update cascade on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_campaigns" drop constraint "ad_campaigns_sponsor_id_foreign";`);
    this.addSql(`alter table "ad_campaigns" drop column "sponsor_id";`);
    this.addSql(`drop table if exists "sponsors" cascade;`);
  }
}
