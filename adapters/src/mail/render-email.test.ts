import { describe, expect, it } from 'vitest';
import type { EmailContent } from './email-content.ts';
import { compiledLayout } from './email-layout.generated.ts';
import { renderEmail } from './render-email.ts';
import { compileLayout, compileWholeEmail } from './testing/compile-email-layout.ts';

const receipt: EmailContent = {
  subject: 'Your receipt',
  blocks: [
    { kind: 'text', text: 'Hello <b>Eve</b>,' },
    { kind: 'code', code: '123456' },
    {
      kind: 'facts',
      rows: [
        ['Amount', '$50.00'],
        ['Tier', 'Builder & friends'],
      ],
    },
    { kind: 'button', label: 'Open', url: 'https://commons.test/a?b=1&c=2' },
    { kind: 'note', text: 'Small print' },
  ],
};

describe('renderEmail', () => {
  const rendered = renderEmail('Innovation Commons', receipt);

  it('writes every block into both parts, in order, signed with the site name', () => {
    expect(rendered.subject).toBe('Your receipt');
    expect(rendered.text).toBe(
      'Hello <b>Eve</b>,\n\n    123456\n\nAmount: $50.00\nTier: Builder & friends\n\nOpen: https://commons.test/a?b=1&c=2\n\nSmall print\n\nInnovation Commons',
    );
    const positions = ['Innovation Commons', 'Eve', '123456', '$50.00', 'Builder', 'Open', 'Small print'].map(
      (part) => rendered.html.indexOf(part),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('escapes text and links in the HTML part', () => {
    expect(rendered.html).toContain('Hello &#60;b&#62;Eve&#60;/b&#62;,');
    expect(rendered.html).not.toContain('<b>Eve</b>');
    expect(rendered.html).toContain('Builder &#38; friends');
    expect(rendered.html).toContain('href="https://commons.test/a?b=1&#38;c=2"');
  });

  it('never reads a value as a placeholder', () => {
    const html = renderEmail('Site', {
      subject: 'S',
      blocks: [{ kind: 'text', text: '%%SITE%% %%TEXT%%' }],
    }).html;
    expect(html).toContain('%%SITE%% %%TEXT%%');
  });

  it('gives the same HTML as MJML compiling the whole message (the layout cache is exact)', async () => {
    const normalize = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
    expect(normalize(rendered.html)).toBe(normalize(await compileWholeEmail('Innovation Commons', receipt)));
  });

  it('uses the layout MJML compiles from email-layout.ts today (else run `npm run mail:layout`)', async () => {
    expect(compiledLayout).toEqual(await compileLayout());
  });

  it('is a responsive document with a title and Outlook fallbacks', () => {
    expect(rendered.html).toMatch(/^<!doctype html>/i);
    expect(rendered.html).toContain('<title>Your receipt</title>');
    expect(rendered.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(rendered.html).toContain('<!--[if mso | IE]>');
  });
});
