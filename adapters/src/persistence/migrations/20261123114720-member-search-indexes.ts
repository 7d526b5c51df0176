import { Migration } from '@mikro-orm/migrations';

/**
 * The console's member search at 100,000 members: the name sort and the tier filter read indexes,
 * and, where the server offers pg_trgm (PostgreSQL; not the embedded PGlite, where the table stays
 * small), the `ilike '%...%'` search on e-mail, organisation and full name reads trigram indexes.
 * The trigram part is skipped, not failed, without the extension: it changes speed, never results.
 */
export class Migration20261123114720_member_search_indexes extends Migration {
  override name = 'Migration20261123114720_member_search_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "users_name_sort_index" on "users" (lower("first_name"), lower("last_name"), "id");`,
    );
    this.addSql(`create index "users_membership_tier_index" on "users" ("membership_tier");`);
    this.addSql(`do $$
      begin
        begin
          create extension if not exists pg_trgm;
        exception when others then
          return;
        end;
        create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);
        create index "users_organization_trgm_index" on "users" using gin ("organization" gin_trgm_ops);
        create index "users_full_name_trgm_index" on "users"
          using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
      end
    $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_full_name_trgm_index";`);
    this.addSql(`drop index if exists "users_organization_trgm_index";`);
    this.addSql(`drop index if exists "users_email_trgm_index";`);
    this.addSql(`drop index if exists "users_membership_tier_index";`);
    this.addSql(`drop index if exists "users_name_sort_index";`);
  }
}
