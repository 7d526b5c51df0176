import { Migration } from '@mikro-orm/migrations';

/**
 * Staff's author profile (byline name, bio, avatar, page slug) and an article's authors in order;
 * an article without rows here is by its creator.
 */
export class Migration20261129090000_article_authors extends Migration {
  override name = 'Migration20261129090000_article_authors';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add "author_name" text null, add "author_bio" text null, add "author_avatar_url" text null, add "author_slug" text null;`,
    );
    this.addSql(`alter table "users" add constraint "users_author_slug_unique" unique ("author_slug");`);
    this.addSql(
      `create table "article_authors" ("article_id" uuid not null, "user_id" uuid not null, "position" int not null, primary key ("article_id", "user_id"));`,
    );
    this.addSql(`create index "article_authors_user_id_index" on "article_authors" ("user_id");`);
    this.addSql(
      `alter table "article_authors" add constraint "article_authors_article_id_foreign" foreign key ("article_id") references "knowledge_articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "article_authors" add constraint "article_authors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_authors" cascade;`);
    this.addSql(`alter table "users" drop constraint "users_author_slug_unique";`);
    this.addSql(
      `alter table "users" drop column "author_name", drop column "author_bio", drop column "author_avatar_url", drop column "author_slug";`,
    );
  }
}
