import { Migration } from '@mikro-orm/migrations';

export class Migration20261125204833_pending_tier_grants extends Migration {
  override name = 'Migration20261125204833_pending_tier_grants';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "pending_tier_grants" ("email" text not null, "tier" text not null, "granted_by_id" uuid null, "reason" text not null, "created_at" timestamptz not null default now(), primary key ("email"));`,
    );

    this.addSql(
      `alter table "pending_tier_grants" add constraint "pending_tier_grants_granted_by_id_foreign" foreign key ("granted_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pending_tier_grants" cascade;`);
  }
}
