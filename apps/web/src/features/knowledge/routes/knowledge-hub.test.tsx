import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage, renderRoutes } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { aMember } from '../../../test/a-member.ts';
import { clearStoredMember, storeMember } from '../../../lib/stored-member.ts';
import { anArticle } from '../testing/article-builder.ts';
import KnowledgeHubPage from './knowledge-hub.tsx';

const articles = [
  anArticle({
    slug: 'cvc-west-africa',
    title: 'Corporate Venture Capital in West Africa',
    category: 'Research',
  }),
  anArticle({ slug: 'demo-day', title: 'Sandbox Demo Day, Nairobi', category: 'Event' }),
  anArticle({ slug: 'bank-telco', title: 'A Bank–Telco Joint Venture', category: 'Case Study' }),
  anArticle({ slug: 'talent-gap', title: 'The Talent Gap', category: 'Research' }),
  anArticle({ slug: 'grants', title: 'What Grants Buy', category: 'Analysis', publishedAt: null }),
];

describe('the knowledge hub', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({ 'GET /api/knowledge': { status: 200, body: articles } });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function renderHub() {
    renderPage(<KnowledgeHubPage />, { path: '/knowledge' });
    expect(screen.getByText('Loading knowledge articles...')).toBeInTheDocument();
    await screen.findByText('5 articles found');
  }

  it('features the first article and lists the others in the grid', async () => {
    await renderHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Hub' })).toBeInTheDocument();
    expect(within(screen.getByTestId('featured-article')).getByRole('heading')).toHaveTextContent(
      'Corporate Venture Capital in West Africa',
    );
    expect(screen.getAllByTestId('article-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Read More about Sandbox Demo Day, Nairobi' })).toHaveAttribute(
      'href',
      '/knowledge/demo-day',
    );
  });

  it('filters by category with pressed buttons in the spec order', async () => {
    await renderHub();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Research', 'Event', 'Insight', 'Analysis', 'Case Study']);
    fireEvent.click(within(group).getByRole('button', { name: 'Research' }));
    expect(within(group).getByRole('button', { name: 'Research' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 articles found')).toBeInTheDocument();
    expect(within(screen.getByTestId('featured-article')).getByRole('heading')).toHaveTextContent(
      'Corporate Venture Capital in West Africa',
    );
    expect(screen.getAllByTestId('article-card')).toHaveLength(1);
  });

  it('searches titles and shows an empty state whose Clear Filters brings everything back', async () => {
    await renderHub();
    const search = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(search, { target: { value: 'sandbox' } });
    expect(screen.getByText('1 article found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Case Study' }));
    expect(screen.getByText('0 articles found')).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No articles match your search');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('5 articles found')).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens with the search and category of its address, as a shared link gives them', async () => {
    renderPage(<KnowledgeHubPage />, { path: '/knowledge?q=venture&category=case+study' });

    expect(await screen.findByText('1 article found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('venture');
    expect(screen.getByRole('button', { name: 'Case Study' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts the search and category in the address, and Back brings the previous filters back', async () => {
    const { router } = renderRoutes([{ path: '/knowledge', element: <KnowledgeHubPage /> }], '/knowledge');
    await screen.findByText('5 articles found');
    const address = () => router.state.location.pathname + router.state.location.search;

    fireEvent.click(screen.getByRole('button', { name: 'Research' }));
    await waitFor(() => expect(address()).toBe('/knowledge?category=Research'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), {
      target: { value: 'talent' },
    });
    await waitFor(() => expect(address()).toBe('/knowledge?q=talent&category=Research'));
    expect(await screen.findByText('1 article found')).toBeInTheDocument();

    // Typing replaces the entry; choosing a category adds one: Back goes to before the category.
    await act(() => router.navigate(-1));
    expect(address()).toBe('/knowledge');
    expect(await screen.findByText('5 articles found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    await act(() => router.navigate(1));
    expect(await screen.findByText('1 article found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('talent');
  });

  it('subscribes a valid address and asks the reader to confirm it from the inbox', async () => {
    const accepted =
      'Thank you. Please check your inbox and confirm your subscription with the link we sent.';
    api.reply('POST /api/newsletter', { status: 202, body: { message: accepted } });
    await renderHub();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'reader@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getAllByText(accepted).length).toBeGreaterThan(0));
    expect(screen.getByText('Check your inbox.')).toBeInTheDocument();
    // The sponsor zone asks for its ad on its own; the newsletter sends only its address.
    expect(api.requests.filter((request) => !request.path.startsWith('/api/ad-slot?'))).toEqual([
      { method: 'GET', path: '/api/knowledge' },
      { method: 'POST', path: '/api/newsletter', body: { email: 'reader@example.org' } },
    ]);
  });

  it("shows the server's message when the subscription is refused", async () => {
    api.reply('POST /api/newsletter', {
      status: 429,
      body: { error: 'Too many requests. Please try again later.' },
    });
    await renderHub();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'reader@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });

  it("shows each members-only article's lock, and lets an Explorer keep only what is available to them", async () => {
    const gated = [
      ...articles.slice(0, 2),
      anArticle({ slug: 'paid-note', title: 'Paid Note', visibility: 'paid' }),
      anArticle({
        slug: 'leaders',
        title: 'Leaders Note',
        visibility: 'tiers',
        tiers: ['leader', 'catalyst'],
      }),
    ];
    api = stubApi({ 'GET /api/knowledge': { status: 200, body: gated } });
    storeMember(aMember);
    renderPage(<KnowledgeHubPage />, { path: '/knowledge' });
    await screen.findByText('4 articles found');

    const locks = screen.getAllByTestId('lock-chip').map((chip) => chip.textContent);
    expect(locks).toEqual(['Members-only: Paid members', 'Members-only: Leader and Catalyst']);
    fireEvent.click(screen.getByLabelText('Available to me'));
    expect(await screen.findByText('2 articles found')).toBeInTheDocument();
    expect(screen.queryByText('Paid Note')).not.toBeInTheDocument();
    clearStoredMember();
  });

  it('offers no "Available to me" switch to a visitor', async () => {
    await renderHub();
    expect(screen.queryByLabelText('Available to me')).not.toBeInTheDocument();
  });
});
