import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import type { AdminArticle } from '../api/admin-articles.ts';
import { ArticleRevisionsDialog } from './article-revisions-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const article: AdminArticle = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Field notes, revised',
  slug: 'field-notes',
  excerpt: 'What we saw.',
  content: 'First paragraph.\n\nA new paragraph.\n',
  category: 'Insight',
  tags: [{ name: 'Climate', slug: 'climate' }],
  imageUrl: null,
  coverImage: null,
  coverAlt: null,
  featured: false,
  visibility: 'public',
  tiers: [],
  published: true,
  publishedAt: '2026-06-01T10:00:00.000Z',
  publishAt: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  createdBy: null,
  reviewRequestedAt: null,
  updatedAt: '2026-06-01T11:00:00.000Z',
};
const revisionsPath = `/api/admin/articles/${article.id}/revisions`;
const older = {
  id: '00000000-0000-4000-8000-0000000000f1',
  savedAt: '2026-06-01T09:00:00.000Z',
  savedBy: { id: '00000000-0000-4000-8000-0000000000e1', name: 'Bea Editor' },
  title: 'Field notes',
};
const snapshot = {
  title: 'Field notes',
  slug: 'field-notes',
  excerpt: 'What we saw.',
  content: 'First paragraph.\n',
  category: 'Research',
  tags: [{ name: 'Climate', slug: 'climate' }],
  visibility: 'public',
  tiers: [],
  imageUrl: null,
  coverImage: null,
  coverAlt: null,
  featured: false,
};

describe("an article's revisions", () => {
  it('lists the saves, shows how a chosen one differs from now, and restores it', async () => {
    const api = stubApi({
      [`GET ${revisionsPath}`]: {
        status: 200,
        body: [{ ...older, id: 'latest', savedAt: article.updatedAt, title: article.title }, older],
      },
      [`GET ${revisionsPath}/${older.id}`]: {
        status: 200,
        body: { ...older, articleId: article.id, snapshot },
      },
      [`POST ${revisionsPath}/${older.id}/restore`]: {
        status: 200,
        body: { ...article, title: 'Field notes' },
      },
    });
    const onRestored = vi.fn();
    renderPage(
      <ArticleRevisionsDialog article={article} onClose={() => undefined} onRestored={onRestored} />,
    );
    const user = userEvent.setup();

    const saves = await screen.findByRole('list', { name: 'Saves, newest first' });
    expect(within(saves).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Restore this revision' })).toBeDisabled();
    await user.click(within(saves).getByRole('button', { name: /Bea Editor · Field notes$/ }));

    const title = await screen.findByRole('region', { name: 'Title' });
    expect(title.querySelector('ins')?.textContent).toBe(', revised');
    const content = screen.getByRole('region', { name: 'Content' });
    expect(content.querySelector('ins')?.textContent).toContain('A new paragraph.');
    expect(screen.getByRole('region', { name: 'Excerpt' })).toHaveTextContent('unchanged');
    const settings = screen.getByRole('table', { name: 'Settings that differ' });
    expect(within(settings).getByRole('row', { name: 'Category Research Insight' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore this revision' }));

    await waitFor(() =>
      expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ title: 'Field notes' })),
    );
    expect(api.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `${revisionsPath}/${older.id}/restore` }),
    );
  });
});
