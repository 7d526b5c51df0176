import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderRoutes } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aMember } from '../../../test/a-member.ts';
import { clearStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { anArticle } from '../testing/article-builder.ts';
import { QueryClient } from '@tanstack/react-query';
import { articleQuery } from '../api/article.ts';
import ArticlePage, { meta } from './article.tsx';

const article = anArticle({
  slug: 'demo-day',
  title: 'Sandbox Demo Day, Nairobi',
  category: 'Event',
  tags: [
    { name: 'Pilots', slug: 'pilots' },
    { name: 'Nairobi', slug: 'nairobi' },
  ],
  publishedAt: '2026-03-26T09:00:00.000Z',
  html: '<p>The cohort closed.</p><h2>What was on show</h2><p>Eleven pilots.</p>',
});

const paidPreview = anArticle({
  slug: 'paid-research',
  title: 'Pilot outcomes',
  visibility: 'paid',
  locked: true,
  html: '<p>The open part.</p>',
});

describe('an article page', () => {
  beforeEach(() => {
    stubBrowserLayoutApis();
    stubApi({
      'GET /api/knowledge/paid-research': { status: 200, body: paidPreview },
      'GET /api/knowledge/paid-research-for-explorer': {
        status: 200,
        body: { ...paidPreview, viewer: { signedIn: true, reader: { tier: 'explorer' } } },
      },
      'GET /api/knowledge/demo-day': { status: 200, body: article },
      'GET /api/knowledge/unpublished': { status: 404, body: { error: 'Article not found' } },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearStoredMember();
  });

  const render = (slug: string) =>
    renderRoutes([{ path: '/knowledge/:slug', element: <ArticlePage /> }], `/knowledge/${slug}`);

  it('shows the server-rendered HTML of the content with its subheadings, category, date and a back link', async () => {
    render('demo-day');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sandbox Demo Day, Nairobi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What was on show' })).toBeInTheDocument();
    expect(screen.getByText('The cohort closed.')).toBeInTheDocument();
    expect(screen.getByText('Eleven pilots.')).toBeInTheDocument();
    expect(screen.getByText('Event')).toBeInTheDocument();
    expect(screen.getByText('26 March 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Knowledge Hub' })[0]).toHaveAttribute(
      'href',
      '/knowledge',
    );
  });

  it('links each of its tags to the tag page, and names the category and the tags as article tags', async () => {
    render('demo-day');
    const tags = await screen.findByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: '#Pilots' })).toHaveAttribute(
      'href',
      '/knowledge/tag/pilots',
    );

    const queryClient = new QueryClient();
    queryClient.setQueryData(articleQuery('demo-day').queryKey, article);
    const head = meta({
      params: { slug: 'demo-day' },
      search: '',
      queryClient,
      origin: 'https://example.org',
    });
    expect(head.article?.tags).toEqual(['Event', 'Pilots', 'Nairobi']);
  });

  it('shows the 404 page for an unknown or unpublished slug', async () => {
    render('unpublished');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks a visitor to join or sign in after the preview of a paid article', async () => {
    render('paid-research');
    expect(
      await screen.findByRole('heading', { name: 'This article is for paid members' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The open part.')).toBeInTheDocument();
    expect(screen.getByTestId('lock-chip')).toHaveTextContent('Paid members');
    expect(screen.getByRole('link', { name: 'Join as Builder' })).toHaveAttribute(
      'href',
      '/checkout?tier=builder&plan=monthly',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers an Explorer the upgrade to the cheapest tier that unlocks it', async () => {
    storeMember(aMember);
    render('paid-research-for-explorer');
    expect(await screen.findByRole('link', { name: 'Upgrade to Builder' })).toHaveAttribute(
      'href',
      '/dashboard#membership',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
