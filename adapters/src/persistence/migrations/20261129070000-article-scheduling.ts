import { Migration } from '@mikro-orm/migrations';

export class Migration20261129070000_article_scheduling extends Migration {
  override name = 'Migration20261129070000_article_scheduling';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "knowledge_articles" add "publish_at" timestamptz null, add "updated_at" timestamptz not null default now();`,
    );
    // An article's last change before this column existed is its publication, else its creation.
    this.addSql(`update "knowledge_articles" set "updated_at" = coalesce("published_at", "created_at");`);
    this.addSql(
      `create index "knowledge_articles_publish_at_idx" on "knowledge_articles" ("publish_at") where "publish_at" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "knowledge_articles_publish_at_idx";`);
    this.addSql(`alter table "knowledge_articles" drop column "publish_at", drop column "updated_at";`);
  }
}
