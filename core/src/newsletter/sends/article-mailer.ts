import type { Article } from '../../knowledge/article.ts';
import type { ArticleMailBody } from './article-mail-body.ts';

/**
 * An article's mail made once for every recipient of one body (whole, or preview and call to join),
 * all but each recipient's own unsubscribe link: what it holds besides the subject is the mailer's.
 */
export interface ArticleLetter {
  subject: string;
}

/** One recipient's copy of a letter. */
export interface ArticleMail {
  to: string;
  letter: ArticleLetter;
  /** Goes into the visible unsubscribe link and the List-Unsubscribe headers (RFC 8058). */
  unsubscribeToken: string;
  /** The same for every attempt at this recipient, so a receiver can drop a repeated copy. */
  messageKey: string;
}

export type ArticleDelivery =
  | { outcome: 'sent' }
  /** Refused: `permanent` for a definitive refusal (SMTP 5xx), which bounces the address. */
  | { outcome: 'refused'; permanent: boolean; error: string };

/** Renders and hands over article mails. `deliver` calls the network: never inside a transaction. */
export interface ArticleMailer {
  /** Renders the article's body into the mail's layout (Markdown, sanitising, layout): once a body. */
  compose(article: Article, body: ArticleMailBody): ArticleLetter;
  deliver(mail: ArticleMail): Promise<ArticleDelivery>;
  /** The subject and HTML of the mail, for the console's preview. */
  render(mail: { article: Article; body: ArticleMailBody; unsubscribeToken: string }): {
    subject: string;
    html: string;
  };
}
