import { ContainerModule } from 'inversify';
import { articleAuthors } from '@commons/core/authors/article-authors';
import type { AuthorRepository } from '@commons/core/authors/author-repository';
import { getArticleAuthors } from '@commons/core/authors/get-article-authors';
import { getAuthorPage } from '@commons/core/authors/get-author-page';
import { getBylinedArticle } from '@commons/core/authors/get-bylined-article';
import { getOwnAuthorProfile } from '@commons/core/authors/get-own-author-profile';
import { setArticleAuthors } from '@commons/core/authors/set-article-authors';
import { updateOwnAuthorProfile } from '@commons/core/authors/update-own-author-profile';
import { SqlAuthorRepository } from '@commons/adapters/persistence/repositories/sql-author-repository';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { KnowledgeTokens } from './knowledge.ts';

/** Staff's author profiles, articles' bylines and the author pages. */
export const AuthorTokens = {
  AuthorRepository: token<AuthorRepository>('AuthorRepository'),
  getOwnAuthorProfile: useCaseToken(getOwnAuthorProfile),
  updateOwnAuthorProfile: useCaseToken(updateOwnAuthorProfile),
  setArticleAuthors: useCaseToken(setArticleAuthors),
  articleAuthors: useCaseToken(articleAuthors),
  getArticleAuthors: useCaseToken(getArticleAuthors),
  getAuthorPage: useCaseToken(getAuthorPage),
  getBylinedArticle: useCaseToken(getBylinedArticle),
};

export const authorsModule = new ContainerModule(({ bind }) => {
  const A = AuthorTokens;
  bindFactory(bind, A.AuthorRepository, { orm: I.Orm }, ({ orm }) => new SqlAuthorRepository(orm.em));
  bindUseCase(bind, A.getOwnAuthorProfile, getOwnAuthorProfile, { authors: A.AuthorRepository });
  bindUseCase(bind, A.updateOwnAuthorProfile, updateOwnAuthorProfile, { authors: A.AuthorRepository });
  bindUseCase(bind, A.setArticleAuthors, setArticleAuthors, {
    articles: KnowledgeTokens.ArticleRepository,
    authors: A.AuthorRepository,
    auditLog: AuditTokens.AuditLog,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, A.articleAuthors, articleAuthors, { authors: A.AuthorRepository });
  bindUseCase(bind, A.getArticleAuthors, getArticleAuthors, { authors: A.AuthorRepository });
  bindUseCase(bind, A.getBylinedArticle, getBylinedArticle, {
    articles: KnowledgeTokens.ArticleRepository,
    renderer: KnowledgeTokens.ArticleRenderer,
    authors: A.AuthorRepository,
  });
  bindUseCase(bind, A.getAuthorPage, getAuthorPage, {
    authors: A.AuthorRepository,
    articles: KnowledgeTokens.ArticleRepository,
  });
});
