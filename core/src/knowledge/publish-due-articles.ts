import { recordArticleChange, type ArticleAuthoringDeps } from './article-change.ts';

/**
 * The publisher's cycle: every scheduled article whose time has come goes live, with no action from
 * anyone. One conditional write publishes them (another instance running the same cycle finds
 * nothing left), and each publication is in the audit log as the system's, in the same transaction.
 */
export async function publishDueArticles(deps: ArticleAuthoringDeps): Promise<{ published: number }> {
  return deps.transactions.run(async () => {
    const due = await deps.articles.publishDue(deps.clock.now());
    for (const article of due) await recordArticleChange(deps, article, 'published', null);
    return { published: due.length };
  });
}
