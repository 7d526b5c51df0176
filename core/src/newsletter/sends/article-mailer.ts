import type { Article } from '../../knowledge/article.ts';
import type { ArticleMailBody } from './article-mail-body.ts';

/** One recipient's copy of an article. */
export interface ArticleMail {
  to: string;
  article: Article;
  body: ArticleMailBody;
  /** Goes into the visible unsubscribe link and the List-Unsubscribe headers (RFC 8058). */
  unsubscribeToken: string;
  /** The same for every attempt at this recipient, so a receiver can drop a repeated copy. */
  messageKey: string;
}

export type ArticleDelivery =
  | { outcome: 'sent' }
  /** Refused: `permanent` for a definitive refusal (SMTP 5xx), which bounces the address. */
  | { outcome: 'refused'; permanent: boolean; error: string };

/** Renders and hands over article mails. Calls the network: never inside a transaction. */
export interface ArticleMailer {
  deliver(mail: ArticleMail): Promise<ArticleDelivery>;
  /** The subject and HTML of the mail, for the console's preview. */
  render(mail: Omit<ArticleMail, 'to' | 'messageKey'>): { subject: string; html: string };
}
