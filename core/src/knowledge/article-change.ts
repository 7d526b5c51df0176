import { adminActor, type Actor } from '../membership/actor.ts';
import type { Article } from './article.ts';

/** What a staff write returns: the article as stored and who wrote it (the audit log's record). */
export interface ArticleChange {
  article: Article;
  actor: Actor;
}

export function articleChange(article: Article, adminId: string | null): ArticleChange {
  return { article, actor: adminActor(adminId) };
}
