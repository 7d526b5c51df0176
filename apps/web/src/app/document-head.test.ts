import { describe, expect, it } from 'vitest';
import { maxDescriptionLength, shortDescription } from '../lib/page-meta.ts';
import { renderDocumentHead, scriptJson } from './document-head.ts';

const origin = 'https://commons.example.org';

describe("a page's head", () => {
  it('escapes what a title or description could break out with', () => {
    const head = renderDocumentHead(
      { title: 'Fish & "Chips" <script>', description: "It's <b>bold</b>" },
      { origin, pathname: '/knowledge/fish' },
    );
    expect(head).toContain('<title>Fish &amp; &quot;Chips&quot; &lt;script&gt; | Innovation Commons</title>');
    expect(head).toContain('<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;" />');
    expect(head).not.toContain('<script>');
  });

  it('makes canonical and share URLs absolute from the public URL, with the default image', () => {
    const head = renderDocumentHead({ description: 'Home' }, { origin, pathname: '/' });
    expect(head).toContain(`<link rel="canonical" href="${origin}/" />`);
    expect(head).toContain(`<meta property="og:image" content="${origin}/og/default.png" />`);
    expect(head).toContain('<title>Innovation Commons | Making Corporate Innovation Common</title>');
    expect(head).not.toContain('robots');
  });

  it('keeps JSON-LD inside its script element whatever the text holds', () => {
    const json = scriptJson({ headline: '</script><script>alert(1)</script> <!--' });
    expect(json).not.toMatch(/<\/script|<!--/);
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> <!--' });
  });

  it('cuts a description longer than 160 characters after a whole word, and leaves a short one as it is', () => {
    const long =
      'A non-profit think tank and membership collective for corporate innovation in Africa, where members share what worked, what failed and why, in the open.';
    const longer = `${long} Every programme is written up.`;

    const cut = shortDescription(longer);

    expect(shortDescription(long)).toBe(long);
    expect(cut.length).toBeLessThanOrEqual(maxDescriptionLength);
    expect(cut).toBe(`${long} Every…`);
    const head = renderDocumentHead({ description: longer }, { origin, pathname: '/' });
    expect(head).toContain(`<meta name="description" content="${cut}" />`);
    expect(head).toContain(`<meta property="og:description" content="${cut}" />`);
  });
});
