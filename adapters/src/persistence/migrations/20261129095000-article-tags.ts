import { Migration } from '@mikro-orm/migrations';

/** Tags beside an article's category: one row per tag (its slug unique), and which articles carry it. */
export class Migration20261129095000_article_tags extends Migration {
  override name = 'Migration20261129095000_article_tags';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "tags" ("id" uuid not null default gen_random_uuid(), "name" text not null, "slug" text not null, primary key ("id"));`,
    );
    this.addSql(`alter table "tags" add constraint "tags_slug_unique" unique ("slug");`);
    this.addSql(
      `create table "article_tags" ("article_id" uuid not null, "tag_id" uuid not null, "position" int not null, primary key ("article_id", "tag_id"));`,
    );
    this.addSql(`create index "article_tags_tag_id_index" on "article_tags" ("tag_id");`);
    this.addSql(
      `alter table "article_tags" add constraint "article_tags_article_id_foreign" foreign key ("article_id") references "knowledge_articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "article_tags" add constraint "article_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "article_tags";`);
    this.addSql(`drop table if exists "tags";`);
  }
}
