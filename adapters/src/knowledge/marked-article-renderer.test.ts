import { describe, expect, it } from 'vitest';
import { seedArticles } from '../persistence/seed/articles.ts';
import { MarkedArticleRenderer } from './marked-article-renderer.ts';

const renderer = new MarkedArticleRenderer();

describe('MarkedArticleRenderer', () => {
  it('renders Markdown paragraphs, subheadings, emphasis, lists and links', () => {
    const html = renderer.toHtml(
      'One **bold** line.\n\n## Findings\n\n- first\n- second\n\n[Read](https://example.org/report)',
    );

    expect(html).toContain('<p>One <strong>bold</strong> line.</p>');
    expect(html).toContain('<h2>Findings</h2>');
    expect(html).toContain('<li>first</li>');
    expect(html).toContain('<a href="https://example.org/report" rel="noopener noreferrer">Read</a>');
  });

  it('makes an author h1 a section heading: the title is the page h1', () => {
    expect(renderer.toHtml('# Big').trim()).toBe('<h2>Big</h2>');
  });

  it('removes script elements, event handlers and javascript: links', () => {
    const html = renderer.toHtml(
      [
        '<script>alert(1)</script>',
        '<img src="https://example.org/x.png" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="JaVaScRiPt:alert(4)">raw</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="color:red" onclick="alert(5)">styled</p>',
        '![pixel](data:image/png;base64,AAAA)',
      ].join('\n\n'),
    );

    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|style=|data:/i);
    expect(html).toContain('<img src="https://example.org/x.png" alt="" />');
    expect(html).toContain('styled');
  });

  it('leaves no element invalid for what it lost: a link without its address, an image without its source or words', () => {
    const html = renderer.toHtml(
      [
        '[click](javascript:alert(3)) and <a href="JaVaScRiPt:alert(4)">raw</a>',
        '<img src="https://example.org/x.png" onerror="alert(2)">',
        '![pixel](data:image/png;base64,AAAA)',
        '![A chart of pilots](https://example.org/chart.png)',
      ].join('\n\n'),
    );

    expect(html).toContain('<p>click and raw</p>');
    expect(html).not.toContain('<a');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain('<img src="https://example.org/x.png" alt="" />');
    expect(html).toContain('<img src="https://example.org/chart.png" alt="A chart of pilots" />');
  });

  it('renders the seeded articles: paragraphs at blank lines and "## " subheadings', () => {
    for (const article of seedArticles) {
      const html = renderer.toHtml(article.content);
      const paragraphs = article.content.split(/\n\s*\n/).filter((block) => !block.startsWith('## '));
      const headings = article.content.split('\n').filter((line) => line.startsWith('## '));

      expect(html.match(/<p>/g)?.length ?? 0).toBe(paragraphs.length);
      expect(html.match(/<h2>/g)?.length ?? 0).toBe(headings.length);
    }
  });
});
