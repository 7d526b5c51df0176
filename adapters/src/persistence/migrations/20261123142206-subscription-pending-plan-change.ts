import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142206_subscription_pending_plan_change extends Migration {
  override name = 'Migration20261123142206_subscription_pending_plan_change';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "subscriptions" add "pending_tier" text null, add "pending_plan_type" text null, add "pending_change_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_pending_tier_check" check ("pending_tier" in ('explorer', 'builder', 'leader', 'catalyst', 'enterprise', 'guardian', 'f100'));`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_pending_plan_type_check" check ("pending_plan_type" in ('monthly', 'yearly'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_pending_tier_check";`);
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_pending_plan_type_check";`);
    this.addSql(
      `alter table "subscriptions" drop column "pending_tier", drop column "pending_plan_type", drop column "pending_change_at";`,
    );
  }
}
