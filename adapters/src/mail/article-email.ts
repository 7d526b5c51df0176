/** An article sent by e-mail: its body (whole, or the preview and a call to join), then the way out. */
import type { EmailBlock, EmailContent } from './email-content.ts';

export interface ArticleEmailContent {
  siteName: string;
  title: string;
  /** Sanitised HTML of the part the recipient may read, and its Markdown as the text twin. */
  bodyHtml: string;
  bodyText: string;
  gated: boolean;
  articleUrl: string;
  joinUrl: string;
  unsubscribeUrl: string;
}

export function articleEmail(content: ArticleEmailContent): EmailContent {
  const next: EmailBlock[] = content.gated
    ? [
        { kind: 'text', text: `The rest of this article is for ${content.siteName} members.` },
        { kind: 'button', label: 'Become a member to read on', url: content.joinUrl },
        { kind: 'text', text: `Already a member? Sign in to read it: ${content.articleUrl}` },
      ]
    : [{ kind: 'button', label: 'Read on the site', url: content.articleUrl }];
  return {
    subject: content.title,
    blocks: [
      { kind: 'text', text: content.title },
      { kind: 'html', html: content.bodyHtml, text: content.bodyText },
      ...next,
      {
        kind: 'note',
        text: `You receive this because you asked for the ${content.siteName} newsletter. One click on the link below stops it.`,
      },
      { kind: 'button', label: 'Unsubscribe', url: content.unsubscribeUrl },
    ],
  };
}
