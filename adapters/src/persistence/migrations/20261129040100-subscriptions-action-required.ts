import { Migration } from '@mikro-orm/migrations';

/**
 * The invoice of a subscription that waits for the member to confirm the payment (3-D Secure), and
 * its hosted page: the dashboard shows "Action required" with that link until the invoice is paid.
 */
export class Migration20261129040100_subscriptions_action_required extends Migration {
  override name = 'Migration20261129040100_subscriptions_action_required';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "subscriptions" add "action_required_invoice_id" text null, add "action_required_url" text null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "subscriptions" drop column "action_required_invoice_id", drop column "action_required_url";`,
    );
  }
}
