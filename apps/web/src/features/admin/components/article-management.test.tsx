import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import type { AdminArticleListing } from '../api/admin-articles.ts';
import { ArticleManagement } from './article-management.tsx';
import { storeMember } from '../../../lib/stored-member.ts';

function aListing(overrides: Partial<AdminArticleListing>): AdminArticleListing {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Draft note',
    slug: 'draft-note',
    excerpt: 'An excerpt.',
    category: 'Research',
    tags: [],
    imageUrl: null,
    coverImage: null,
    coverAlt: null,
    featured: false,
    visibility: 'public',
    tiers: [],
    published: false,
    createdBy: null,
    reviewRequestedAt: null,
    publishedAt: null,
    publishAt: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

const draft = aListing({});
const live = aListing({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Live note',
  slug: 'live-note',
  published: true,
  publishedAt: '2026-06-02T10:00:00.000Z',
});

describe('the console Knowledge section', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    storeMember({
      id: 'editor-1',
      email: 'editor@example.org',
      firstName: 'Eda',
      lastName: 'Obi',
      staffRole: 'editor',
    });
    api = stubApi({
      'GET /api/admin/articles?limit=200': { status: 200, body: [live, draft] },
      [`PATCH /api/admin/articles/${draft.id}`]: { status: 200, body: { ...draft, published: true } },
      [`DELETE /api/admin/articles/${live.id}`]: { status: 204 },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers an author Submit for review instead of Publish, and no e-mail send', async () => {
    storeMember({
      id: 'author-1',
      email: 'author@example.org',
      firstName: 'Ade',
      lastName: 'Obi',
      staffRole: 'author',
    });
    renderPage(<ArticleManagement />);

    await screen.findByRole('button', { name: `Submit ${draft.title} for review` });
    expect(screen.queryByRole('button', { name: `Publish ${draft.title}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Send ${live.title} by e-mail` })).toBeNull();
  });

  it('lists drafts and published articles with their state', async () => {
    renderPage(<ArticleManagement />);

    const rows = await screen.findAllByTestId('article-row', {}, { timeout: 10_000 });
    expect(within(rows[0]!).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Draft')).toBeInTheDocument();
  });

  it('publishes a draft with one PATCH and says so', async () => {
    renderPage(<ArticleManagement />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Publish now Draft note' }, { timeout: 10_000 }),
    );

    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'PATCH',
        path: `/api/admin/articles/${draft.id}`,
        body: { published: true },
      }),
    );
    expect(await screen.findByText('Article published', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    renderPage(<ArticleManagement />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Live note' }, { timeout: 10_000 }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(api.requests).toContainEqual({
        method: 'DELETE',
        path: `/api/admin/articles/${live.id}`,
        body: undefined,
      }),
    );
  });
});
