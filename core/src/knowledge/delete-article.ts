import type { StaffMember } from '../staff/permissions.ts';
import {
  assertMayWrite,
  recordArticleChange,
  type ArticleAuthoringDeps,
  type ArticleChange,
} from './article-change.ts';
import { articleNotFound } from './article-errors.ts';

/** Removes an article for good; the change names the article as it was. */
export async function deleteArticle(
  deps: Pick<ArticleAuthoringDeps, 'articles' | 'auditLog' | 'transactions'>,
  id: string,
  by: StaffMember | null,
): Promise<ArticleChange> {
  return deps.transactions.run(async () => {
    const article = await deps.articles.findById(id);
    if (!article) throw articleNotFound();
    assertMayWrite(by, article);
    if (!(await deps.articles.delete(article.id))) throw articleNotFound();
    return recordArticleChange(deps, article, 'deleted', by);
  });
}
