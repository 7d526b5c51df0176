import { Migration } from '@mikro-orm/migrations';

export class Migration20261129002932_subscriptions_refunded_at extends Migration {
  override name = 'Migration20261129002932_subscriptions_refunded_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" add "refunded_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriptions" drop column "refunded_at";`);
  }
}
