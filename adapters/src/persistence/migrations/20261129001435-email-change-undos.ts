import { Migration } from '@mikro-orm/migrations';

export class Migration20261129001435_email_change_undos extends Migration {
  override name = 'Migration20261129001435_email_change_undos';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_change_undos" ("token_hash" text not null, "user_id" uuid not null, "old_email" text not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "email_change_undos_user_id_index" on "email_change_undos" ("user_id");`);

    this.addSql(
      `alter table "email_change_undos" add constraint "email_change_undos_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_change_undos" cascade;`);
  }
}
