import { Migration } from '@mikro-orm/migrations';

export class Migration20261123111421_billing_records extends Migration {
  override name = 'Migration20261123111421_billing_records';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "subscriptions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "provider_subscription_id" text not null, "provider_customer_id" text null, "tier" text null, "plan_type" text null, "status" text not null, "amount_cents" int null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "subscriptions_user_id_index" on "subscriptions" ("user_id");`);
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_provider_subscription_id_unique" unique ("provider_subscription_id");`,
    );

    this.addSql(
      `create table "payments" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "provider_payment_id" text not null, "provider_subscription_id" text null, "tier" text null, "plan_type" text null, "amount_cents" int not null, "period_start" timestamptz null, "period_end" timestamptz null, "invoice_url" text null, "paid_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "payments_user_id_index" on "payments" ("user_id");`);
    this.addSql(
      `alter table "payments" add constraint "payments_provider_payment_id_unique" unique ("provider_payment_id");`,
    );

    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_tier_check" check ("tier" in ('explorer', 'builder', 'leader', 'catalyst', 'enterprise', 'guardian', 'f100'));`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_plan_type_check" check ("plan_type" in ('monthly', 'yearly'));`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_tier_check" check ("tier" in ('explorer', 'builder', 'leader', 'catalyst', 'enterprise', 'guardian', 'f100'));`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_plan_type_check" check ("plan_type" in ('monthly', 'yearly'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
  }
}
