import type { ArticleCategory } from '@commons/core/knowledge/article';
import type { ArticleDetail } from '../api/article.ts';

let sequence = 0;

/** An article as the API sends it; override what the test is about. */
export function anArticle(
  overrides: Partial<ArticleDetail> & { category?: ArticleCategory } = {},
): ArticleDetail {
  sequence += 1;
  return {
    id: `article-${sequence}`,
    slug: `article-${sequence}`,
    title: `Article ${sequence}`,
    excerpt: `Excerpt of article ${sequence}.`,
    category: 'Research',
    tags: [],
    imageUrl: null,
    coverImage: null,
    coverAlt: null,
    publishedAt: '2026-03-04T09:00:00.000Z',
    publishAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-04T09:00:00.000Z',
    featured: false,
    published: true,
    visibility: 'public',
    tiers: [],
    locked: false,
    html: '<p>First paragraph.</p>\n<h2>A subheading</h2>\n<p>Second paragraph.</p>',
    authors: [{ name: 'Ada Lovelace', slug: 'ada-lovelace', bio: '', avatarUrl: null }],
    viewer: { signedIn: false, reader: null },
    ...overrides,
  };
}
