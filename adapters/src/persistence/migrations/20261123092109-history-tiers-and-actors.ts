import { Migration } from '@mikro-orm/migrations';

/**
 * History entries gain the plan (tier and billing cycle) and say who acted by kind and reference.
 * Earlier entries keep their admin; the rest were written by the system, and their tiers stay
 * unknown (null).
 */
export class Migration20261123092109_history_tiers_and_actors extends Migration {
  override name = 'Migration20261123092109_history_tiers_and_actors';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "membership_status_history" add "from_tier" text null, add "to_tier" text null, add "from_billing_cycle" text null, add "to_billing_cycle" text null, add "actor_kind" text not null default 'system', add "actor_ref" text null;`,
    );
    this.addSql(
      `update "membership_status_history" set "actor_kind" = 'admin', "actor_ref" = "actor_id"::text where "actor_id" is not null;`,
    );
    this.addSql(
      `alter table "membership_status_history" drop constraint "membership_status_history_actor_id_foreign";`,
    );
    this.addSql(`alter table "membership_status_history" drop column "actor_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "membership_status_history" add "actor_id" uuid null;`);
    this.addSql(
      `update "membership_status_history" set "actor_id" = "actor_ref"::uuid where "actor_kind" = 'admin' and exists (select 1 from "users" where "users"."id"::text = "actor_ref");`,
    );
    this.addSql(
      `alter table "membership_status_history" add constraint "membership_status_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update no action on delete set null;`,
    );
    this.addSql(
      `alter table "membership_status_history" drop column "from_tier", drop column "to_tier", drop column "from_billing_cycle", drop column "to_billing_cycle", drop column "actor_kind", drop column "actor_ref";`,
    );
  }
}
