import type { AuditLog } from '../audit/audit-log.ts';
import { assertMayWrite, recordArticleChange } from '../knowledge/article-change.ts';
import { nameArticleAuthors } from '../knowledge/article-bylines.ts';
import { articleNotFound } from '../knowledge/article-errors.ts';
import type { ArticleRepository } from '../knowledge/article-repository.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import { parseInput } from '../shared/validation.ts';
import type { StaffMember } from '../staff/permissions.ts';
import { articleAuthorsSchema, type AuthorProfile } from './author.ts';
import type { AuthorRepository } from './author-repository.ts';

/**
 * Names an article's authors, in byline order: staff members only. Whoever may edit the article
 * may name them (an author, on their own draft). It is a change of the article: its `updatedAt`
 * moves, so search engines and the page caches see the new byline.
 */
export async function setArticleAuthors(
  deps: {
    articles: ArticleRepository;
    authors: AuthorRepository;
    auditLog: AuditLog;
    clock: Clock;
    transactions: Transactions;
  },
  articleId: string,
  input: unknown,
  by: StaffMember | null,
): Promise<AuthorProfile[]> {
  const { authorIds } = parseInput(articleAuthorsSchema, input);
  return deps.transactions.run(async () => {
    const article = await deps.articles.findById(articleId);
    if (!article) throw articleNotFound();
    assertMayWrite(by, article);
    await nameArticleAuthors({ bylines: deps.authors }, article.id, authorIds);
    const { id: _id, createdAt: _createdAt, ...fields } = article;
    const updated = await deps.articles.update(article.id, { ...fields, updatedAt: deps.clock.now() });
    if (!updated) throw articleNotFound();
    await recordArticleChange(deps, updated, 'edited', by);
    return (await deps.authors.authorsOf([article.id])).get(article.id) ?? [];
  });
}
