import type { HeadTag } from './document-head.ts';

/** Tags the server writes only for some pages: removed when the next page has none. */
const optionalMeta = ['meta[name="robots"]'];

/**
 * Makes the document's <head> say what the server would have written for the page now shown:
 * title, description, canonical, Open Graph and Twitter tags, robots and JSON-LD.
 */
export function updateDocumentHead(document: Document, tags: HeadTag[]): void {
  const { head } = document;
  const present = new Set<Element>();
  // Article tags may repeat (`article:tag`) and only articles have them; only paged lists have
  // prev/next links: both written afresh each time.
  for (const element of head.querySelectorAll(
    'meta[property^="article:"], link[rel="prev"], link[rel="next"]',
  ))
    element.remove();
  for (const tag of tags) {
    if (tag.kind === 'meta' && tag.key.startsWith('article:')) {
      const element = head.appendChild(document.createElement('meta'));
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
    } else if (tag.kind === 'title') {
      document.title = tag.text;
    } else if (tag.kind === 'meta') {
      const selector = `meta[${tag.attribute}="${tag.key}"]`;
      let element = head.querySelector(selector);
      if (!element) {
        element = head.appendChild(document.createElement('meta'));
        element.setAttribute(tag.attribute, tag.key);
      }
      element.setAttribute('content', tag.content);
      present.add(element);
    } else if (tag.kind === 'link') {
      const element = head.appendChild(document.createElement('link'));
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    } else if (tag.kind === 'canonical') {
      let element = head.querySelector('link[rel="canonical"]');
      if (!element) {
        element = head.appendChild(document.createElement('link'));
        element.setAttribute('rel', 'canonical');
      }
      element.setAttribute('href', tag.href);
    }
  }
  for (const element of head.querySelectorAll(optionalMeta.join(','))) {
    if (!present.has(element)) element.remove();
  }
  // Structured data is data, not script: replacing it runs nothing (and the CSP allows it).
  for (const element of head.querySelectorAll('script[type="application/ld+json"]')) element.remove();
  for (const tag of tags) {
    if (tag.kind !== 'json-ld') continue;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(tag.data);
    head.appendChild(script);
  }
}
