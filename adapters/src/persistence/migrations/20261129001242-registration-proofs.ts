import { Migration } from '@mikro-orm/migrations';

export class Migration20261129001242_registration_proofs extends Migration {
  override name = 'Migration20261129001242_registration_proofs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "registration_proofs" ("user_id" uuid not null, "token_hash" text not null, "expires_at" timestamptz not null, "opened_checkout" boolean not null default false, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "registration_proofs" add constraint "registration_proofs_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "registration_proofs" add constraint "registration_proofs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "registration_proofs" cascade;`);
  }
}
