import { Migration } from '@mikro-orm/migrations';

/**
 * Members-only knowledge: who may read an article past its public preview (Ghost's post
 * visibility), and the tiers of a `tiers` article. Existing articles stay public.
 */
export class Migration20261126090000_article_visibility extends Migration {
  override name = 'Migration20261126090000_article_visibility';

  override up(): void | Promise<void> {
    this.addSql(`alter table "knowledge_articles" add "visibility" text not null default 'public';`);
    this.addSql(
      `alter table "knowledge_articles" add constraint "knowledge_articles_visibility_check" check ("visibility" in ('public', 'members', 'paid', 'tiers'));`,
    );
    this.addSql(`alter table "knowledge_articles" add "tiers" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "knowledge_articles" drop column "tiers";`);
    this.addSql(`alter table "knowledge_articles" drop constraint "knowledge_articles_visibility_check";`);
    this.addSql(`alter table "knowledge_articles" drop column "visibility";`);
  }
}
