import { Migration } from '@mikro-orm/migrations';

/**
 * Report links become signed: each row keeps a random link id (unique), which the token names with
 * an HMAC tag, instead of the digest of a random token. A digest cannot be turned into a signed
 * token, so the existing links are dropped: their addresses answer 404 and staff issue new ones.
 */
export class Migration20261201000100_sponsor_report_link_ids extends Migration {
  override name = 'Migration20261201000100_sponsor_report_link_ids';

  override up(): void | Promise<void> {
    this.addSql(`delete from "sponsor_report_links";`);
    this.addSql(`alter table "sponsor_report_links" drop column "token_digest";`);
    this.addSql(`alter table "sponsor_report_links" add column "link_id" uuid not null;`);
    this.addSql(
      `alter table "sponsor_report_links" add constraint "sponsor_report_links_link_id_unique" unique ("link_id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "sponsor_report_links";`);
    this.addSql(`alter table "sponsor_report_links" drop column "link_id";`);
    this.addSql(`alter table "sponsor_report_links" add column "token_digest" text not null;`);
    this.addSql(
      `alter table "sponsor_report_links" add constraint "sponsor_report_links_token_digest_unique" unique ("token_digest");`,
    );
  }
}
