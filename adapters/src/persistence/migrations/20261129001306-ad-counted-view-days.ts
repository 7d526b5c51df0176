import { Migration } from '@mikro-orm/migrations';

/**
 * The day a view's impression counted on, so that its click counts on the same day. Rows already
 * there (at most one token lifetime's worth) get the day their token was issued on.
 */
export class Migration20261129001306_ad_counted_view_days extends Migration {
  override name = 'Migration20261129001306_ad_counted_view_days';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ad_counted_views" add "day" date null;`);
    this.addSql(
      `update "ad_counted_views" set "day" = cast(("expires_at" - interval '30 minutes') at time zone 'UTC' as date);`,
    );
    this.addSql(`alter table "ad_counted_views" alter column "day" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_counted_views" drop column "day";`);
  }
}
