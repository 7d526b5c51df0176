import { Migration } from '@mikro-orm/migrations';

/**
 * The business figures count members by tier, status, cycle and payment: with those columns in one
 * index (led by the tier, so the console's tier filter keeps using it) the counts are read from the
 * index alone. It replaces the tier-only index.
 */
export class Migration20261130000100_users_plan_index extends Migration {
  override name = 'Migration20261130000100_users_plan_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "users_plan_index" on "users" ("membership_tier", "membership_status", "billing_cycle", "payment_status", "complimentary");`,
    );
    this.addSql(`drop index if exists "users_membership_tier_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "users_membership_tier_index" on "users" ("membership_tier");`);
    this.addSql(`drop index if exists "users_plan_index";`);
  }
}
