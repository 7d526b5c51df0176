import { Migration } from '@mikro-orm/migrations';

/**
 * Knowledge authoring: the staff's `featured` flag, and an index for the console's list of every
 * article, newest created first.
 */
export class Migration20261123142054_article_featured_and_staff_list extends Migration {
  override name = 'Migration20261123142054_article_featured_and_staff_list';

  override up(): void | Promise<void> {
    this.addSql(`alter table "knowledge_articles" add "featured" boolean not null default false;`);
    this.addSql(
      `create index "knowledge_articles_created_at_idx" on "knowledge_articles" ("created_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "knowledge_articles_created_at_idx";`);
    this.addSql(`alter table "knowledge_articles" drop column "featured";`);
  }
}
