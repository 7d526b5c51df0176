import { Migration } from '@mikro-orm/migrations';

/** The business figures read the membership history and the payments month by month. */
export class Migration20261129060000_insights_indexes extends Migration {
  override name = 'Migration20261129060000_insights_indexes';

  override up(): void | Promise<void> {
    // The amounts ride in the index: a month's sum is read from it alone.
    this.addSql(`create index "payments_paid_at_index" on "payments" ("paid_at") include ("amount_cents");`);
    this.addSql(
      `create index "membership_status_history_created_at_index" on "membership_status_history" ("created_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "membership_status_history_created_at_index";`);
    this.addSql(`drop index "payments_paid_at_index";`);
  }
}
