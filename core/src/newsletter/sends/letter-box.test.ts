import { describe, expect, it } from 'vitest';
import { previewDivider } from '../../knowledge/article-access.ts';
import { anArticle } from '../../knowledge/testing/article-builder.ts';
import type { ArticleMailBody } from './article-mail-body.ts';
import type { ArticleLetter } from './article-mailer.ts';
import { LetterBox } from './deliver-article-sends.ts';

/** A mailer that records what it was asked to render. */
function composingMailer() {
  const composed: ArticleMailBody[] = [];
  return {
    composed,
    compose(_article: unknown, body: ArticleMailBody): ArticleLetter {
      composed.push(body);
      return { subject: body.markdown };
    },
  };
}

describe("a batch's letters", () => {
  it('renders each body once however many recipients read it', () => {
    const mailer = composingMailer();
    const letters = new LetterBox(mailer);
    const article = anArticle({ content: 'The findings.' });

    const first = letters.for(article, null);
    const second = letters.for(article, { tier: 'builder' });

    expect(mailer.composed).toEqual([{ markdown: 'The findings.', gated: false }]);
    expect(second).toBe(first);
  });

  it('renders the whole text and the preview of a gated article apart', () => {
    const mailer = composingMailer();
    const letters = new LetterBox(mailer);
    const article = {
      ...anArticle({ content: `The opening.\n\n${previewDivider}\n\nFor members.` }),
      visibility: 'paid' as const,
      tiers: [],
    };

    letters.for(article, null);
    letters.for(article, { tier: 'builder' });
    letters.for(article, null);

    expect(mailer.composed.map((body) => body.gated)).toEqual([true, false]);
  });

  it('renders each article of a batch apart', () => {
    const mailer = composingMailer();
    const letters = new LetterBox(mailer);

    letters.for(anArticle({ id: 'first', content: 'One.' }), null);
    letters.for(anArticle({ id: 'second', content: 'Two.' }), null);

    expect(mailer.composed.map((body) => body.markdown)).toEqual(['One.', 'Two.']);
  });
});
