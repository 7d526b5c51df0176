import { Migration } from '@mikro-orm/migrations';

/**
 * When a subscription ended, for the member's data export. Rows already ended get their last update
 * time: the closest the table knew.
 */
export class Migration20261125210157_subscriptions_ended_at extends Migration {
  override name = 'Migration20261125210157_subscriptions_ended_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" add "ended_at" timestamptz null;`);
    this.addSql(`update "subscriptions" set "ended_at" = "updated_at" where "status" = 'ended';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop column "ended_at";`);
  }
}
