import { ContainerModule } from 'inversify';
import type { ArticleBylines } from '@commons/core/knowledge/article-bylines';
import type { ArticleRenderer } from '@commons/core/knowledge/article-renderer';
import type { ArticleRepository } from '@commons/core/knowledge/article-repository';
import type { ArticleRevisions } from '@commons/core/knowledge/article-revision';
import { createArticle } from '@commons/core/knowledge/create-article';
import { deleteArticle } from '@commons/core/knowledge/delete-article';
import { feedBodies } from '@commons/core/knowledge/feed-bodies';
import { getArticleForStaff } from '@commons/core/knowledge/get-article-for-staff';
import { getArticleRevision } from '@commons/core/knowledge/get-article-revision';
import { listArticleRevisions } from '@commons/core/knowledge/list-article-revisions';
import { getPublishedArticle } from '@commons/core/knowledge/get-published-article';
import { listArticlesForStaff } from '@commons/core/knowledge/list-articles-for-staff';
import { listPublishedArticles } from '@commons/core/knowledge/list-published-articles';
import { previewArticle } from '@commons/core/knowledge/preview-article';
import { publishArticle } from '@commons/core/knowledge/publish-article';
import { publishDueArticles } from '@commons/core/knowledge/publish-due-articles';
import { updateArticle } from '@commons/core/knowledge/update-article';
import { requestArticleReview } from '@commons/core/knowledge/request-article-review';
import { restoreArticleRevision } from '@commons/core/knowledge/restore-article-revision';
import { MarkedArticleRenderer } from '@commons/adapters/knowledge/marked-article-renderer';
import { CachedArticleRepository } from '@commons/adapters/persistence/repositories/cached-article-repository';
import { MikroOrmArticleRepository } from '@commons/adapters/persistence/repositories/mikro-orm-article-repository';
import { SqlArticleRevisions } from '@commons/adapters/persistence/repositories/sql-article-revisions';
import { SqlAuthorRepository } from '@commons/adapters/persistence/repositories/sql-author-repository';
import { BackgroundWorker } from '@commons/adapters/system/background-worker';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** What a driver reads to tell whether the published list changed since it last read it. */
export interface PublishedListChanges {
  /** Changes whenever the list may have (a write, the kept list's expiry); costs nothing. */
  version(): number;
  /** Changes only when the list's content did; costs at most one read of the list. */
  revision(): Promise<number>;
}

/**
 * How often the publisher looks for scheduled articles whose time has come: an article goes live
 * within this of its `publishAt` (the spec allows a minute), plus the other instances' list cache.
 */
const publisherPollMs = 10_000;

/** The knowledge hub's articles: the public's published ones and the staff's authoring. */
export const KnowledgeTokens = {
  ArticleRepository: token<ArticleRepository>('ArticleRepository'),
  CachedArticles: token<CachedArticleRepository>('CachedArticles'),
  /** The published list's version and revision (see CachedArticleRepository): page caches compare them. */
  publishedListChanges: token<PublishedListChanges>('publishedListChanges'),
  ArticleRenderer: token<ArticleRenderer>('ArticleRenderer'),
  ArticleRevisions: token<ArticleRevisions>('ArticleRevisions'),
  /** The bylines a save names (the authors' adapter; AuthorTokens would make the modules a cycle). */
  ArticleBylines: token<ArticleBylines>('ArticleBylines'),
  listPublishedArticles: useCaseToken(listPublishedArticles),
  getPublishedArticle: useCaseToken(getPublishedArticle),
  feedBodies: useCaseToken(feedBodies),
  listArticlesForStaff: useCaseToken(listArticlesForStaff),
  getArticleForStaff: useCaseToken(getArticleForStaff),
  createArticle: useCaseToken(createArticle),
  updateArticle: useCaseToken(updateArticle),
  publishArticle: useCaseToken(publishArticle),
  deleteArticle: useCaseToken(deleteArticle),
  requestArticleReview: useCaseToken(requestArticleReview),
  previewArticle: useCaseToken(previewArticle),
  listArticleRevisions: useCaseToken(listArticleRevisions),
  getArticleRevision: useCaseToken(getArticleRevision),
  restoreArticleRevision: useCaseToken(restoreArticleRevision),
  /** Publishes scheduled articles when their time comes; the http server starts and stops it. */
  ArticlePublisher: token<BackgroundWorker<{ published: number }>>('ArticlePublisher'),
};

export const knowledgeModule = new ContainerModule(({ bind }) => {
  const K = KnowledgeTokens;
  // One instance per container: an article write in this process empties the same cache.
  bindFactory(
    bind,
    K.CachedArticles,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new CachedArticleRepository(new MikroOrmArticleRepository(orm.em), clock),
  );
  bindFactory(bind, K.ArticleRepository, { cached: K.CachedArticles }, ({ cached }) => cached);
  bindFactory(bind, K.publishedListChanges, { cached: K.CachedArticles }, ({ cached }) => ({
    version: () => cached.publishedListVersion(),
    revision: () => cached.publishedListRevision(),
  }));
  bindFactory(bind, K.ArticleRenderer, {}, () => new MarkedArticleRenderer());
  bindFactory(bind, K.ArticleRevisions, { orm: I.Orm }, ({ orm }) => new SqlArticleRevisions(orm.em));
  bindFactory(bind, K.ArticleBylines, { orm: I.Orm }, ({ orm }) => new SqlAuthorRepository(orm.em));
  const saving = {
    articles: K.ArticleRepository,
    clock: I.Clock,
    auditLog: AuditTokens.AuditLog,
    transactions: I.Transactions,
    revisions: K.ArticleRevisions,
    bylines: K.ArticleBylines,
  };
  bindUseCase(bind, K.listPublishedArticles, listPublishedArticles, {
    articles: K.ArticleRepository,
  });
  bindUseCase(bind, K.getPublishedArticle, getPublishedArticle, {
    articles: K.ArticleRepository,
    renderer: K.ArticleRenderer,
  });
  bindUseCase(bind, K.feedBodies, feedBodies, {
    articles: K.ArticleRepository,
    renderer: K.ArticleRenderer,
  });
  bindUseCase(bind, K.listArticlesForStaff, listArticlesForStaff, {
    articles: K.ArticleRepository,
  });
  bindUseCase(bind, K.getArticleForStaff, getArticleForStaff, {
    articles: K.ArticleRepository,
  });
  bindUseCase(bind, K.createArticle, createArticle, saving);
  bindUseCase(bind, K.updateArticle, updateArticle, saving);
  bindUseCase(bind, K.publishArticle, publishArticle, saving);
  bindUseCase(bind, K.deleteArticle, deleteArticle, {
    articles: K.ArticleRepository,
    auditLog: AuditTokens.AuditLog,
    transactions: I.Transactions,
  });
  bindUseCase(bind, K.requestArticleReview, requestArticleReview, {
    articles: K.ArticleRepository,
    clock: I.Clock,
    auditLog: AuditTokens.AuditLog,
    transactions: I.Transactions,
  });
  bindUseCase(bind, K.previewArticle, previewArticle, { renderer: K.ArticleRenderer });
  const reading = { articles: K.ArticleRepository, revisions: K.ArticleRevisions };
  bindUseCase(bind, K.listArticleRevisions, listArticleRevisions, reading);
  bindUseCase(bind, K.getArticleRevision, getArticleRevision, reading);
  bindUseCase(bind, K.restoreArticleRevision, restoreArticleRevision, saving);
  bindFactory(
    bind,
    K.ArticlePublisher,
    {
      articles: K.ArticleRepository,
      clock: I.Clock,
      auditLog: AuditTokens.AuditLog,
      transactions: I.Transactions,
      logger: I.Logger,
      inScope: I.DatabaseScope,
    },
    ({ logger, inScope, ...deps }) => {
      const log = logger.child({ component: 'article-publisher' });
      return new BackgroundWorker(
        () => inScope(() => publishDueArticles(deps)),
        // One statement publishes every due article: a cycle never leaves a batch behind.
        { pollIntervalMs: publisherPollMs, batchSize: Number.POSITIVE_INFINITY },
        (error) => log.error({ err: error }, 'scheduled articles unavailable; will retry'),
      );
    },
  );
});
