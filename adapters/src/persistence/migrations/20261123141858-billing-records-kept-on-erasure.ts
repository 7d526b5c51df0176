import { Migration } from '@mikro-orm/migrations';

/**
 * Erasure keeps accounting: a closed account's subscriptions and payments stay with no member
 * (the foreign keys now set null instead of deleting the rows), as its history already does.
 */
export class Migration20261123141858_billing_records_kept_on_erasure extends Migration {
  override name = 'Migration20261123141858_billing_records_kept_on_erasure';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_user_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);

    this.addSql(`alter table "subscriptions" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "payments" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "payments" where "user_id" is null;`);
    this.addSql(`delete from "subscriptions" where "user_id" is null;`);
    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);

    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_user_id_foreign";`);

    this.addSql(`alter table "payments" alter column "user_id" set not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update no action on delete cascade;`,
    );

    this.addSql(`alter table "subscriptions" alter column "user_id" set not null;`);
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update no action on delete cascade;`,
    );
  }
}
