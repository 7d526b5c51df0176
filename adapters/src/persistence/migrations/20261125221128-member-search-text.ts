import { Migration } from '@mikro-orm/migrations';

/**
 * The console's search in one column: e-mail, organisation and full name, each lower-cased, joined
 * by U+0001 (`searchTextSeparator` in the member repository). At 100,000 members three `ilike`s
 * lower-cased every field of every row to count a broad match, and three trigram indexes each read
 * the posting lists of trigrams every organisation shares; one `like` on text lower-cased once, when
 * the row is written, through one trigram index (where pg_trgm exists), reads each row once.
 * `ilike` is `lower(text) like lower(pattern)`, so results are unchanged.
 */
export class Migration20261125221128_member_search_text extends Migration {
  override name = 'Migration20261125221128_member_search_text';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "users_full_name_trgm_index";`);
    this.addSql(`drop index if exists "users_organization_trgm_index";`);
    this.addSql(`drop index if exists "users_email_trgm_index";`);
    this.addSql(`alter table "users" add column "search_text" text generated always as (
      lower("email") || chr(1) || lower(coalesce("organization", '')) || chr(1)
        || lower("first_name" || ' ' || "last_name")
    ) stored;`);
    // pg_trgm was installed, where the server offers it, by the member search indexes' migration.
    this.addSql(`do $$
      begin
        if exists (select from pg_extension where extname = 'pg_trgm') then
          create index "users_search_text_trgm_index" on "users" using gin ("search_text" gin_trgm_ops);
        end if;
      end
    $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_search_text_trgm_index";`);
    this.addSql(`alter table "users" drop column "search_text";`);
    this.addSql(`do $$
      begin
        if exists (select from pg_extension where extname = 'pg_trgm') then
          create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);
          create index "users_organization_trgm_index" on "users" using gin ("organization" gin_trgm_ops);
          create index "users_full_name_trgm_index" on "users"
            using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
        end if;
      end
    $$;`);
  }
}
