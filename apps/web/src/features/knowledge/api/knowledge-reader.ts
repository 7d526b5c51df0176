import { createContext } from 'react-router-dom';
import { fetchArticle, type ArticleDetail } from './article.ts';
import { fetchArticles, type ArticleSummary } from './articles.ts';
import { fetchAuthorPage, type AuthorPageData } from './author-page.ts';

/**
 * Where the knowledge routes' loaders read published articles: over HTTP in the browser (the
 * default), in process from the server's use cases during server rendering (set by the server entry).
 */
export interface KnowledgeReader {
  publishedArticles(): Promise<ArticleSummary[]>;
  /** null when no published article has this slug. */
  publishedArticle(slug: string): Promise<ArticleDetail | null>;
  /** null when no author has this slug. */
  authorPage(slug: string): Promise<AuthorPageData | null>;
}

export const knowledgeReaderContext = createContext<KnowledgeReader>({
  publishedArticles: fetchArticles,
  publishedArticle: fetchArticle,
  authorPage: fetchAuthorPage,
});
