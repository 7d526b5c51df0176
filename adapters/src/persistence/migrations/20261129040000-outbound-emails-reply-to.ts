import { Migration } from '@mikro-orm/migrations';

/** The Reply-To of a queued message: a staff notice's submitter, or MAIL_REPLY_TO for member mail. */
export class Migration20261129040000_outbound_emails_reply_to extends Migration {
  override name = 'Migration20261129040000_outbound_emails_reply_to';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbound_emails" add "reply_to" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbound_emails" drop column "reply_to";`);
  }
}
