/** The knowledge feature as other features may use it. */
export { articleKeys, useArticles, type ArticleSummary } from './api/articles.ts';
/** For the landing page's loader (its knowledge teaser). */
export { prefetchArticles } from './api/prefetch-articles.ts';
export { ArticleGrid } from './components/article-grid.tsx';
/** The `<img>` attributes of an uploaded cover, and an avatar's address, for the console. */
export { avatarSource, coverSources } from './lib/cover.ts';
/** For other features' tests that stub the knowledge API. */
export { anArticle } from './testing/article-builder.ts';
/** For the server entry, which reads articles in process during server rendering. */
export { knowledgeReaderContext, type KnowledgeReader } from './api/knowledge-reader.ts';
/** Who may read an article, as the dashboard's library and the membership page word it. */
export { membersOnlyCount, storedReader, unlockLabel } from './lib/access.ts';
