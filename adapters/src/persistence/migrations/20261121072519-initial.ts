import { Migration } from '@mikro-orm/migrations';

export class Migration20261121072519_initial extends Migration {
  override name = 'Migration20261121072519_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_slots" ("id" text not null, "description" text not null, "allowed_sizes" text[] not null default '{}', "created_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "ad_campaigns" ("id" uuid not null default gen_random_uuid(), "name" text not null, "slot_id" text not null, "image_url" text not null, "alt" text not null, "click_url" text not null, "status" text not null default 'active', "weight" int not null default 1, "start_at" timestamptz null, "end_at" timestamptz null, "tiers" text[] not null default '{}', "sectors" text[] not null default '{}', "countries" text[] not null default '{}', "impressions" bigint not null default '0', "clicks" bigint not null default '0', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "ad_campaigns_slot_status_idx" on "ad_campaigns" ("slot_id", "status");`);
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_schedule_check" check (end_at is null or start_at is null or end_at > start_at);`,
    );
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_weight_check" check (weight >= 1 and weight <= 100);`,
    );
    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_status_check" check ("status" in ('active', 'paused'));`,
    );

    this.addSql(
      `create table "ad_daily_stats" ("campaign_id" uuid not null, "day" date not null, "impressions" bigint not null default '0', "clicks" bigint not null default '0', primary key ("campaign_id", "day"));`,
    );

    this.addSql(
      `create table "knowledge_articles" ("id" uuid not null default gen_random_uuid(), "title" text not null, "slug" text not null, "excerpt" text not null, "content" text not null, "category" text not null, "image_url" text null, "published" boolean not null default false, "published_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "knowledge_articles" add constraint "knowledge_articles_slug_unique" unique ("slug");`,
    );
    this.addSql(
      `create index "knowledge_articles_published_idx" on "knowledge_articles" ("published", "published_at");`,
    );
    this.addSql(
      `alter table "knowledge_articles" add constraint "knowledge_articles_category_check" check ("category" in ('Research', 'Event', 'Insight', 'Analysis', 'Case Study'));`,
    );

    this.addSql(
      `create table "contact_inquiries" ("id" uuid not null default gen_random_uuid(), "name" text not null, "email" text not null, "subject" text not null, "message" text not null, "submitted_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "f100_applications" ("id" uuid not null default gen_random_uuid(), "first_name" text not null, "last_name" text not null, "email" text not null, "organization" text not null, "position" text not null, "sector" text not null, "experience" text not null, "leadership" text not null, "innovation" text not null, "vision" text not null, "linkedin_url" text null, "website_url" text null, "submitted_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "f100_applications_email_index" on "f100_applications" ("email");`);

    this.addSql(
      `create table "membership_applications" ("id" uuid not null default gen_random_uuid(), "first_name" text not null, "last_name" text not null, "email" text not null, "organization" text not null, "position" text not null, "sector" text not null, "experience" text not null, "motivation" text not null, "submitted_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "partnership_inquiries" ("id" uuid not null default gen_random_uuid(), "company_name" text not null, "contact_name" text not null, "email" text not null, "sector" text not null, "partnership_type" text not null, "description" text not null, "phone" text null, "budget" text null, "timeline" text null, "submitted_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "rate_limits" ("key" text not null, "points" int not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_expires_at_index" on "rate_limits" ("expires_at");`);

    this.addSql(
      `create table "users" ("id" uuid not null default gen_random_uuid(), "membership_id" text null, "email" text not null, "password_hash" text not null, "first_name" text not null, "last_name" text not null, "organization" text null, "position" text null, "phone" text null, "membership_tier" text null, "billing_cycle" text null, "membership_status" text not null default 'unverified', "payment_status" text not null default 'unpaid', "email_verified_at" timestamptz null, "verification_code_hash" text null, "verification_code_expiry" timestamptz null, "verification_attempts" int not null default 0, "verification_code_sent_at" timestamptz null, "is_admin" boolean not null default false, "payment_customer_id" text null, "payment_subscription_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_membership_id_unique" unique ("membership_id");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(
      `alter table "users" add constraint "users_payment_customer_id_unique" unique ("payment_customer_id");`,
    );
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`create index "users_membership_status_index" on "users" ("membership_status");`);
    this.addSql(
      `alter table "users" add constraint "users_membership_tier_check" check ("membership_tier" in ('explorer', 'builder', 'leader', 'catalyst', 'enterprise', 'guardian', 'f100'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_billing_cycle_check" check ("billing_cycle" in ('monthly', 'yearly'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_membership_status_check" check ("membership_status" in ('unverified', 'pending', 'active', 'inactive'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_payment_status_check" check ("payment_status" in ('unpaid', 'paid'));`,
    );

    this.addSql(
      `create table "sessions" ("id" uuid not null default gen_random_uuid(), "token_hash" text not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "processed_payment_events" ("event_id" text not null, "type" text not null, "user_id" uuid null, "received_at" timestamptz not null default now(), primary key ("event_id"));`,
    );

    this.addSql(
      `create table "membership_status_history" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "from_status" text null, "to_status" text not null, "from_payment_status" text null, "to_payment_status" text not null, "reason" text not null, "actor_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "membership_status_history_user_id_index" on "membership_status_history" ("user_id");`,
    );

    this.addSql(
      `alter table "ad_campaigns" add constraint "ad_campaigns_slot_id_foreign" foreign key ("slot_id") references "ad_slots" ("id") on delete restrict;`,
    );

    this.addSql(
      `alter table "ad_daily_stats" add constraint "ad_daily_stats_campaign_id_foreign" foreign key ("campaign_id") references "ad_campaigns" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "processed_payment_events" add constraint "processed_payment_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "membership_status_history" add constraint "membership_status_history_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "membership_status_history" add constraint "membership_status_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
  }
}
