import type { Article } from '../article.ts';

let sequence = 0;

/** Builds a valid published article; override what the test is about. */
export function anArticle(overrides: Partial<Article> = {}): Article {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Article ${sequence}`,
    slug: `article-${sequence}`,
    excerpt: 'A short summary.',
    content: 'The body of the article.',
    category: 'Insight',
    tags: [],
    imageUrl: null,
    coverImage: null,
    coverAlt: null,
    featured: false,
    visibility: 'public',
    tiers: [],
    published: true,
    publishedAt: new Date('2026-03-01T00:00:00.000Z'),
    publishAt: null,
    createdAt: new Date('2026-02-01T00:00:00.000Z'),
    createdBy: null,
    reviewRequestedAt: null,
    updatedAt: new Date('2026-03-01T00:00:00.000Z'),
    ...overrides,
  };
}
