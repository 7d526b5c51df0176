/**
 * Article mails: rendered per recipient (the body they may read and their own unsubscribe link) and
 * handed straight to the transport by the deliverer, whose recipient table is their durable outbox.
 */
import { createHash } from 'node:crypto';
import type { ArticleRenderer } from '@commons/core/knowledge/article-renderer';
import type {
  ArticleDelivery,
  ArticleMail,
  ArticleMailer,
} from '@commons/core/newsletter/sends/article-mailer';
import { newsletterUnsubscribePath } from '@commons/core/newsletter/newsletter-links';
import { linkWithToken } from '@commons/core/shared/links';
import { describeError } from '@commons/core/shared/retry-policy';
import { articleEmail } from './article-email.ts';
import type { MailSettings } from './mail-delivery.ts';
import { isPermanentRefusal, type MailTransport } from './mail-transport.ts';
import { unsubscribeHeaders } from './nodemailer-newsletter-mailer.ts';
import { renderEmail } from './render-email.ts';

/** The sender's address, for the mailto form of List-Unsubscribe. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export class NodemailerArticleMailer implements ArticleMailer {
  readonly #settings: Pick<MailSettings, 'siteName' | 'publicUrl' | 'from'>;
  readonly #transport: MailTransport;
  readonly #renderer: ArticleRenderer;

  constructor(
    settings: Pick<MailSettings, 'siteName' | 'publicUrl' | 'from'>,
    transport: MailTransport,
    renderer: ArticleRenderer,
  ) {
    this.#settings = settings;
    this.#transport = transport;
    this.#renderer = renderer;
  }

  render(mail: Omit<ArticleMail, 'to' | 'messageKey'>): { subject: string; html: string; text: string } {
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

  async deliver(mail: ArticleMail): Promise<ArticleDelivery> {
    const key = createHash('sha256').update(mail.messageKey).digest('hex').slice(0, 32);
    const domain = /@([^\s>]+)/.exec(this.#settings.from)?.[1] ?? 'localhost';
    const mailto = `mailto:${addressOf(this.#settings.from)}?subject=unsubscribe`;
    try {
      await this.#transport.send({
        id: key,
        messageId: `<${key}@${domain}>`,
        to: mail.to,
        ...this.render(mail),
        headers: unsubscribeHeaders(this.#unsubscribeUrl(mail.unsubscribeToken), mailto),
        attempts: 1,
        createdAt: new Date(),
      });
      return { outcome: 'sent' };
    } catch (error) {
      return { outcome: 'refused', permanent: isPermanentRefusal(error), error: describeError(error) };
    }
  }

  #unsubscribeUrl(token: string): string {
    return linkWithToken(this.#settings.publicUrl, newsletterUnsubscribePath, token);
  }
}
