import { Migration } from '@mikro-orm/migrations';

/** An article's uploaded cover (its media id) and the cover's alternative text. */
export class Migration20261129080000_article_covers extends Migration {
  override name = 'Migration20261129080000_article_covers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "knowledge_articles" add "cover_image" text null, add "cover_alt" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "knowledge_articles" drop column "cover_image", drop column "cover_alt";`);
  }
}
