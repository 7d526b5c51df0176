import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in codes move out of `users` into a table of their own, one per address and asking browser,
 * so a stranger's request or wrong guesses never touch the member's code; and the browsers that
 * signed in to an account are remembered (`known_devices`), each with its own allowance of wrong
 * passwords. Pending sign-in codes are dropped: they lived 5 minutes.
 */
export class Migration20261129001722_sign_in_codes_and_known_devices extends Migration {
  override name = 'Migration20261129001722_sign_in_codes_and_known_devices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sign_in_codes" ("email" text not null, "holder" text not null, "code_hash" text not null, "expires_at" timestamptz not null, "attempts" int not null default 0, "sent_at" timestamptz not null, primary key ("email", "holder"));`,
    );
    this.addSql(`create index "sign_in_codes_expires_at_index" on "sign_in_codes" ("expires_at");`);

    this.addSql(
      `create table "known_devices" ("token_hash" text not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "known_devices_user_id_index" on "known_devices" ("user_id");`);
    this.addSql(`create index "known_devices_expires_at_index" on "known_devices" ("expires_at");`);
    this.addSql(
      `alter table "known_devices" add constraint "known_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "users" drop column "sign_in_code_hash", drop column "sign_in_code_expiry", drop column "sign_in_code_attempts", drop column "sign_in_code_sent_at";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_codes" cascade;`);
    this.addSql(`drop table if exists "known_devices" cascade;`);
    this.addSql(
      `alter table "users" add "sign_in_code_hash" text null, add "sign_in_code_expiry" timestamptz null, add "sign_in_code_attempts" int not null default 0, add "sign_in_code_sent_at" timestamptz null;`,
    );
  }
}
