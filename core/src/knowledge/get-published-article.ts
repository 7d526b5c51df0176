import { DomainError } from '../shared/domain-error.ts';
import type { Article } from './article.ts';
import type { ArticleRepository } from './article-repository.ts';

export const articleNotFoundMessage = 'Article not found';

export async function getPublishedArticle(
  deps: { articles: ArticleRepository },
  slug: string,
): Promise<Article> {
  const article = await deps.articles.findPublishedBySlug(slug);
  if (!article) throw new DomainError('NOT_FOUND', articleNotFoundMessage);
  return article;
}
