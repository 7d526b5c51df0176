import { beforeEach, describe, expect, it } from 'vitest';
import { documentHeadTags, renderDocumentHead } from './document-head.ts';
import { updateDocumentHead } from './update-document-head.ts';

const origin = 'https://commons.example.org';

const landing = { description: 'The collective.', jsonLd: [{ '@type': 'Organization', name: 'Commons' }] };
const article = {
  title: 'Venture clienting',
  description: 'How corporates buy from startups.',
  image: 'https://cdn.example.org/cover.png',
  type: 'article' as const,
  jsonLd: [{ '@type': 'Article', headline: 'Venture clienting' }],
};

/**
 * A document of this test's own: the shared jsdom's <head> holds the style sheets emotion keeps
 * writing to, and wiping it broke the next test file's pages when files share an environment.
 */
let page: Document;
const content = (selector: string) => page.head.querySelector(selector)?.getAttribute('content');

describe('the head after a client-side navigation', () => {
  beforeEach(() => {
    page = document.implementation.createHTMLDocument();
    // What the server wrote for a first visit to the 404 page (noindex).
    page.head.innerHTML = renderDocumentHead(
      { title: 'Page not found', description: 'Nothing here.', noindex: true },
      { origin, pathname: '/no-such-page' },
    );
  });

  it('says what the server would have written for the new page', () => {
    updateDocumentHead(page, documentHeadTags(article, { origin, pathname: '/knowledge/venture' }));
    const fresh = document.implementation.createHTMLDocument();
    fresh.head.innerHTML = renderDocumentHead(article, { origin, pathname: '/knowledge/venture' });

    expect(page.title).toBe(fresh.title);
    for (const key of [
      'description',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ])
      expect(content(`meta[name="${key}"]`)).toBe(
        fresh.head.querySelector(`meta[name="${key}"]`)?.getAttribute('content'),
      );
    for (const key of ['og:type', 'og:title', 'og:description', 'og:url', 'og:image'])
      expect(content(`meta[property="${key}"]`)).toBe(
        fresh.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content'),
      );
    expect(page.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/knowledge/venture`,
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(article.image);
  });

  it('drops the previous page noindex and replaces its structured data', () => {
    updateDocumentHead(page, documentHeadTags(article, { origin, pathname: '/knowledge/venture' }));
    updateDocumentHead(page, documentHeadTags(landing, { origin, pathname: '/' }));
    expect(page.head.querySelector('meta[name="robots"]')).toBeNull();
    const structured = [...page.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string },
    );
    expect(structured.map((data) => data['@type'])).toEqual(['Organization']);
    expect(page.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
