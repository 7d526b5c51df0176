/**
 * Article mails: each body rendered once (Markdown, sanitising, the layout) and written once, headers
 * and encoding included, into a bulk letter cut where each recipient's own values go; each
 * recipient's copy is the letter with their address, Message-ID and link, handed straight to the
 * transport by the deliverer, whose recipient table is their durable outbox.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Article } from '@commons/core/knowledge/article';
import type { ArticleRenderer } from '@commons/core/knowledge/article-renderer';
import type { ArticleMailBody } from '@commons/core/newsletter/sends/article-mail-body';
import type {
  ArticleDelivery,
  ArticleLetter,
  ArticleMail,
  ArticleMailer,
} from '@commons/core/newsletter/sends/article-mailer';
import { newsletterUnsubscribePath } from '@commons/core/newsletter/newsletter-links';
import { linkWithToken } from '@commons/core/shared/links';
import { describeError } from '@commons/core/shared/retry-policy';
import { articleEmail } from './article-email.ts';
import { bulkCopy, writeBulkLetter, type BulkLetter } from './bulk-letter.ts';
import { messageIdDomain, type MailSettings } from './mail-delivery.ts';
import { addressOf, isPermanentRefusal, type MailTransport } from './mail-transport.ts';
import { encodePieces } from './quoted-printable.ts';
import { unsubscribeHeaders } from './nodemailer-newsletter-mailer.ts';
import { escapeHtml, renderEmail } from './render-email.ts';

/** A letter as this mailer makes it: the whole message, cut where each copy's own values go. */
interface WrittenLetter extends ArticleLetter {
  message: BulkLetter;
}

export class NodemailerArticleMailer implements ArticleMailer {
  readonly #settings: Pick<MailSettings, 'siteName' | 'publicUrl' | 'from' | 'replyTo'>;
  readonly #transport: MailTransport;
  readonly #renderer: ArticleRenderer;
  /** Names every copy's Message-ID, as the outbox's mails are named. */
  readonly #messageIdDomain: string;

  constructor(
    settings: Pick<MailSettings, 'siteName' | 'publicUrl' | 'from' | 'replyTo'>,
    transport: MailTransport,
    renderer: ArticleRenderer,
  ) {
    this.#settings = settings;
    this.#transport = transport;
    this.#renderer = renderer;
    this.#messageIdDomain = messageIdDomain(settings.from);
  }

  render(mail: { article: Article; body: ArticleMailBody; unsubscribeToken: string }): {
    subject: string;
    html: string;
    text: string;
  } {
    const { siteName, publicUrl } = this.#settings;
    return renderEmail(
      siteName,
      articleEmail({
        siteName,
        title: mail.article.title,
        bodyHtml: this.#renderer.toHtml(mail.body.markdown),
        bodyText: mail.body.markdown,
        gated: mail.body.gated,
        articleUrl: `${publicUrl}/knowledge/${encodeURIComponent(mail.article.slug)}`,
        joinUrl: `${publicUrl}/membership`,
        unsubscribeUrl: this.#unsubscribeUrl(mail.unsubscribeToken),
      }),
    );
  }

  /**
   * Rendered with a stand-in token no article can contain, then cut where its link landed: in the
   * HTML escaped, in the text and the List-Unsubscribe header as is.
   */
  compose(article: Article, body: ArticleMailBody): WrittenLetter {
    const slot = randomUUID();
    const rendered = this.render({ article, body, unsubscribeToken: slot });
    const link = this.#unsubscribeUrl(slot);
    const message = writeBulkLetter(
      {
        from: this.#settings.from,
        subject: rendered.subject,
        headers: {
          // A reader's reply goes where the site's replies go (MAIL_REPLY_TO), as every other mail's.
          ...(this.#settings.replyTo && { 'Reply-To': this.#settings.replyTo }),
          ...unsubscribeHeaders(link, this.#mailto()),
        },
        text: encodePieces(rendered.text.split(link)),
        html: encodePieces(rendered.html.split(escapeHtml(link))),
      },
      link,
    );
    return { subject: rendered.subject, message };
  }

  /** Takes the letters `compose` made. */
  async deliver(mail: ArticleMail & { letter: WrittenLetter }): Promise<ArticleDelivery> {
    const key = createHash('sha256').update(mail.messageKey).digest('hex').slice(0, 32);
    try {
      await this.#transport.send({
        id: key,
        to: mail.to,
        raw: bulkCopy(mail.letter.message, {
          to: mail.to,
          messageId: `<${key}@${this.#messageIdDomain}>`,
          link: this.#unsubscribeUrl(mail.unsubscribeToken),
        }),
        attempts: 1,
        createdAt: new Date(),
      });
      return { outcome: 'sent' };
    } catch (error) {
      return { outcome: 'refused', permanent: isPermanentRefusal(error), error: describeError(error) };
    }
  }

  #mailto(): string {
    return `mailto:${addressOf(this.#settings.from)}?subject=unsubscribe`;
  }

  #unsubscribeUrl(token: string): string {
    return linkWithToken(this.#settings.publicUrl, newsletterUnsubscribePath, token);
  }
}
