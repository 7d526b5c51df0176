import { articleNotFound } from '../../knowledge/article-errors.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { articleMailBody } from './article-mail-body.ts';
import type { SendDeps } from './send-deps.ts';

/**
 * Staff's test: the article's mail to their own address, as a reader who may read it all, and, when
 * the article is gated, also as everyone else gets it. Its unsubscribe link leads nowhere.
 */
export async function sendArticleTest(
  deps: Pick<SendDeps, 'articles' | 'mailer' | 'clock'>,
  command: { articleId: string; to: string },
): Promise<{ mails: number }> {
  const article = await deps.articles.findById(command.articleId);
  if (!article) throw articleNotFound();
  const bodies = [{ markdown: article.content, gated: false }, articleMailBody(article, null)].filter(
    (body, index) => index === 0 || body.gated,
  );
  for (const [index, body] of bodies.entries()) {
    const delivery = await deps.mailer.deliver({
      to: command.to,
      letter: deps.mailer.compose(article, body),
      unsubscribeToken: 'test',
      messageKey: `test.${article.id}.${index}.${deps.clock.now().getTime()}`,
    });
    if (delivery.outcome === 'refused')
      throw new DomainError('CONFLICT', `The test mail was refused: ${delivery.error}`);
  }
  return { mails: bodies.length };
}
