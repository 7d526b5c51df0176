import { Migration } from '@mikro-orm/migrations';

export class Migration20261129001112_article_sends extends Migration {
  override name = 'Migration20261129001112_article_sends';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "article_sends" ("id" uuid not null, "article_id" uuid not null, "segment" text not null, "tiers" jsonb not null, "status" text not null, "recipients" int not null default 0, "sent" int not null default 0, "failed" int not null default 0, "scheduled_at" timestamptz not null, "started_at" timestamptz null, "finished_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "article_sends_status_idx" on "article_sends" ("status", "scheduled_at");`);

    this.addSql(
      `create table "article_send_recipients" ("send_id" uuid not null, "email" text not null, "member" boolean not null, "member_tier" text null, "status" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "lease_token" uuid null, "last_error" text null, "unsubscribe_digest" text null, "finished_at" timestamptz null, primary key ("send_id", "email"));`,
    );
    this.addSql(
      `create index "article_send_recipients_due_idx" on "article_send_recipients" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create index "article_send_recipients_unsubscribe_idx" on "article_send_recipients" ("unsubscribe_digest");`,
    );

    this.addSql(
      `create table "mail_suppressions" ("email" text not null, "reason" text not null, "created_at" timestamptz not null default now(), primary key ("email"));`,
    );

    this.addSql(`alter table "users" add "newsletter" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_sends" cascade;`);
    this.addSql(`drop table if exists "article_send_recipients" cascade;`);
    this.addSql(`drop table if exists "mail_suppressions" cascade;`);

    this.addSql(`alter table "users" drop column "newsletter";`);
  }
}
