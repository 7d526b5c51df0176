import { Migration } from '@mikro-orm/migrations';

/**
 * Members' one-time codes per purpose (e-mail change, closing the account), and erasure: a closed
 * account's membership history stays for accounting with no member (the foreign key now sets null
 * instead of deleting the entries). Payment events already did.
 */
export class Migration20261123122900_member_codes_and_erasure extends Migration {
  override name = 'Migration20261123122900_member_codes_and_erasure';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "member_codes" ("user_id" uuid not null, "purpose" text not null, "code_hash" text not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "sent_at" timestamptz not null, "new_email" text null, primary key ("user_id", "purpose"));`,
    );
    this.addSql(
      `alter table "member_codes" add constraint "member_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "membership_status_history" alter column "user_id" drop not null;`);
    this.addSql(
      `alter table "membership_status_history" drop constraint "membership_status_history_user_id_foreign";`,
    );
    this.addSql(
      `alter table "membership_status_history" add constraint "membership_status_history_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "membership_status_history" where "user_id" is null;`);
    this.addSql(
      `alter table "membership_status_history" drop constraint "membership_status_history_user_id_foreign";`,
    );
    this.addSql(
      `alter table "membership_status_history" add constraint "membership_status_history_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "membership_status_history" alter column "user_id" set not null;`);
    this.addSql(`drop table if exists "member_codes" cascade;`);
  }
}
