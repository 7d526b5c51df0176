import { Migration } from '@mikro-orm/migrations';

export class Migration20261123091746_newsletter_subscribers extends Migration {
  override name = 'Migration20261123091746_newsletter_subscribers';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "newsletter_subscribers" ("id" uuid not null default gen_random_uuid(), "email" text not null, "confirmed_at" timestamptz null, "confirmation_digest" text not null, "confirmation_expires_at" timestamptz not null, "unsubscribe_token" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_confirmation_digest_unique" unique ("confirmation_digest");`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
    this.addSql(
      `create index "newsletter_subscribers_confirmed_idx" on "newsletter_subscribers" ("confirmed_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);
  }
}
