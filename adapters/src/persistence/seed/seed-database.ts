import { AdSlotEntity } from '../entities/ads.ts';
import { ArticleEntity } from '../entities/knowledge.ts';
import type { Orm } from '../orm.ts';
import { seedAdSlots } from './ad-slots.ts';
import { seedArticles } from './articles.ts';

export interface SeedResult {
  adSlots: number;
  articles: number;
}

/**
 * Inserts the reference data that is missing and leaves existing rows alone, so it runs at every
 * start and never overwrites what an operator changed. Returns how many rows it added.
 */
export async function seedDatabase(orm: Orm): Promise<SeedResult> {
  const em = orm.em.fork();
  const adSlots = await em
    .createQueryBuilder(AdSlotEntity)
    .insert(seedAdSlots.map((slot) => ({ ...slot, allowedSizes: [...slot.allowedSizes] })))
    .onConflict('id')
    .ignore()
    .execute('run');
  const articles = await em
    .createQueryBuilder(ArticleEntity)
    .insert(
      seedArticles.map((article) => ({
        ...article,
        imageUrl: null,
        published: true,
        publishedAt: new Date(article.publishedAt),
        createdAt: new Date(article.publishedAt),
        updatedAt: new Date(article.publishedAt),
      })),
    )
    .onConflict('slug')
    .ignore()
    .execute('run');
  return { adSlots: adSlots.affectedRows, articles: articles.affectedRows };
}
