import { articleNotFound } from '../../knowledge/article-errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { articleMailBody } from './article-mail-body.ts';
import { audienceOf } from './audience.ts';
import type { SendDeps } from './send-deps.ts';
import { articleSendSchema } from './send-schemas.ts';

export interface ArticleSendPreview {
  recipients: number;
  subject: string;
  /** The mail as a member who may read the article gets it. */
  wholeHtml: string;
  /** The mail as anyone else gets it; null when the article is public. */
  previewHtml: string | null;
}

/** What staff see before sending: how many addresses the segment reaches now, and the mails. */
export async function previewArticleSend(
  deps: Pick<SendDeps, 'sends' | 'articles' | 'mailer'>,
  command: { articleId: string; input: unknown },
): Promise<ArticleSendPreview> {
  const request = parseInput(articleSendSchema, command.input);
  const article = await deps.articles.findById(command.articleId);
  if (!article) throw articleNotFound();
  // An unsubscribe link that leads nowhere: the real one is made per recipient.
  const render = (body: ReturnType<typeof articleMailBody>) =>
    deps.mailer.render({ article, body, unsubscribeToken: 'preview' });
  const whole = render({ markdown: article.content, gated: false });
  const gated = articleMailBody(article, null);
  const preview = gated.gated ? render(gated) : null;
  return {
    recipients: await deps.sends.countAudience(audienceOf(request.segment, request.tiers)),
    subject: whole.subject,
    wholeHtml: whole.html,
    previewHtml: preview?.html ?? null,
  };
}
