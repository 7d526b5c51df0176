import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-up takes no password (the member chooses one after verifying the address), members can
 * sign in with an e-mailed code, and a session remembers how it was signed in.
 */
export class Migration20261123111500_sign_in_codes_and_optional_passwords extends Migration {
  override name = 'Migration20261123111500_sign_in_codes_and_optional_passwords';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" alter column "password_hash" drop not null;`);
    this.addSql(
      `alter table "users" add "sign_in_code_hash" text null, add "sign_in_code_expiry" timestamptz null, add "sign_in_code_attempts" int not null default 0, add "sign_in_code_sent_at" timestamptz null;`,
    );
    this.addSql(`alter table "sessions" add "signed_in_with" text not null default 'password';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop column "signed_in_with";`);
    this.addSql(
      `alter table "users" drop column "sign_in_code_hash", drop column "sign_in_code_expiry", drop column "sign_in_code_attempts", drop column "sign_in_code_sent_at";`,
    );
    // A member who never chose a password gets one nobody knows (an unreadable hash).
    this.addSql(`update "users" set "password_hash" = '!' where "password_hash" is null;`);
    this.addSql(`alter table "users" alter column "password_hash" set not null;`);
  }
}
