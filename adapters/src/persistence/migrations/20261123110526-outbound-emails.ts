import { Migration } from '@mikro-orm/migrations';

export class Migration20261123110526_outbound_emails extends Migration {
  override name = 'Migration20261123110526_outbound_emails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbound_emails" ("id" uuid not null, "message_id" text not null, "recipient" text not null, "subject" text null, "text_body" text null, "html_body" text null, "headers" jsonb null, "status" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "lease_token" uuid null, "last_error" text null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "outbound_emails_due_idx" on "outbound_emails" ("status", "next_attempt_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbound_emails" cascade;`);
  }
}
