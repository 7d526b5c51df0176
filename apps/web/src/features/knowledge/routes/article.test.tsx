import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderRoutes } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anArticle } from '../testing/article-builder.ts';
import ArticlePage from './article.tsx';

const article = anArticle({
  slug: 'demo-day',
  title: 'Sandbox Demo Day, Nairobi',
  category: 'Event',
  publishedAt: '2026-03-26T09:00:00.000Z',
  html: '<p>The cohort closed.</p><h2>What was on show</h2><p>Eleven pilots.</p>',
});

describe('an article page', () => {
  beforeEach(() => {
    stubBrowserLayoutApis();
    stubApi({
      'GET /api/knowledge/demo-day': { status: 200, body: article },
      'GET /api/knowledge/unpublished': { status: 404, body: { error: 'Article not found' } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

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

  it('shows the 404 page for an unknown or unpublished slug', async () => {
    render('unpublished');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
