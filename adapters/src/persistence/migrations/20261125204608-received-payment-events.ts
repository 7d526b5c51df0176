import { Migration } from '@mikro-orm/migrations';

/** The payment notifications the webhook stores and a worker applies (see received-payment-events.ts). */
export class Migration20261125204608_received_payment_events extends Migration {
  override name = 'Migration20261125204608_received_payment_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "received_payment_events" ("event_id" text not null, "provider_type" text not null, "event" jsonb not null, "status" text not null, "attempts" int not null default 0, "received_at" timestamptz not null, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "lease_token" uuid null, "last_error" text null, "finished_at" timestamptz null, primary key ("event_id"));`,
    );
    this.addSql(
      `create index "received_payment_events_due_idx" on "received_payment_events" ("status", "next_attempt_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "received_payment_events" cascade;`);
  }
}
