import { Migration } from '@mikro-orm/migrations';

/**
 * A campaign's creatives (banners), each with its own image, alt text, click URL and weight. Each
 * existing campaign's single banner becomes its first creative; the campaign's own image, alt and
 * click columns stay, mirroring the first creative for the spec's single-banner fields.
 */
export class Migration20261130030100_ad_creatives extends Migration {
  override name = 'Migration20261130030100_ad_creatives';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_creatives" ("id" uuid not null default gen_random_uuid(), "campaign_id" uuid not null, "position" int not null, "image_url" text not null, "alt_text" text not null, "click_url" text not null, "weight" int not null default 1, "created_at" timestamptz not null default now(), primary key ("id"), constraint ad_creatives_weight_check check (weight >= 1 and weight <= 100));`,
    );
    this.addSql(
      `create index "ad_creatives_campaign_id_position_index" on "ad_creatives" ("campaign_id", "position");`,
    );
    this.addSql(
      `alter table "ad_creatives" add constraint "ad_creatives_campaign_id_foreign" foreign key ("campaign_id") references "ad_campaigns" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `insert into "ad_creatives" ("campaign_id", "position", "image_url", "alt_text", "click_url", "weight", "created_at")
       select "id", 0, "image_url", "alt", "click_url", 1, "created_at" from "ad_campaigns";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_creatives" cascade;`);
  }
}
