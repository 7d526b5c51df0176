import { Migration } from '@mikro-orm/migrations';

/** When a subscription fell past due, so housekeeping ends the 7-day grace on time. */
export class Migration20261123142240_subscriptions_past_due_since extends Migration {
  override name = 'Migration20261123142240_subscriptions_past_due_since';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" add "past_due_since" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop column "past_due_since";`);
  }
}
