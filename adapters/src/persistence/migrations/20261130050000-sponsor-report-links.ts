import { Migration } from '@mikro-orm/migrations';

/**
 * Each sponsor's report link, at most one: the SHA-256 digest of its token (never the token), unique
 * so a digest opens one sponsor's report only. Deleting the sponsor ends its link.
 */
export class Migration20261130050000_sponsor_report_links extends Migration {
  override name = 'Migration20261130050000_sponsor_report_links';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sponsor_report_links" ("sponsor_id" uuid not null, "token_digest" text not null, "issued_at" timestamptz not null, primary key ("sponsor_id"));`,
    );
    this.addSql(
      `alter table "sponsor_report_links" add constraint "sponsor_report_links_token_digest_unique" unique ("token_digest");`,
    );
    this.addSql(
      `alter table "sponsor_report_links" add constraint "sponsor_report_links_sponsor_id_foreign" foreign key ("sponsor_id") references "sponsors" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sponsor_report_links" cascade;`);
  }
}
