import { Migration } from '@mikro-orm/migrations';

/**
 * Where each newsletter address came from, for the console's subscriber list: a subscriber's form
 * (the site's newsletter form is the only one so far), and for a member where and when they last
 * turned the newsletter on (the sign-up checkbox or Settings). Members who turned it on before this
 * are left without one: nobody recorded which it was.
 */
export class Migration20261129015000_subscriber_sources extends Migration {
  override name = 'Migration20261129015000_subscriber_sources';

  override up(): void | Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" add "source" text not null default 'newsletter_form';`);
    this.addSql(
      `alter table "users" add "newsletter_source" text null, add "newsletter_since" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "newsletter_subscribers" drop column "source";`);
    this.addSql(`alter table "users" drop column "newsletter_source", drop column "newsletter_since";`);
  }
}
