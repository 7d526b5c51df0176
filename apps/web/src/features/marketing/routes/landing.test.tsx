import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoEntries } from '../../../content/landing.ts';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anArticle } from '../../knowledge/index.ts';
import LandingPage from './landing.tsx';

const articles = [1, 2, 3, 4, 5].map((n) => anArticle({ slug: `a-${n}`, title: `Insight number ${n}` }));

/** The hero renders at once; each section below it is an island whose code loads right after. */
async function renderLanding() {
  const view = renderPage(<LandingPage />);
  await screen.findByRole(
    'region',
    { name: 'Ready to Shape the Future of Innovation?' },
    { timeout: 40_000 },
  );
  await waitFor(
    () => expect(view.container.querySelectorAll('[data-island]:not([data-hydrated])')).toHaveLength(0),
    { timeout: 40_000 },
  );
  return view;
}

describe('the landing page', { timeout: 90_000 }, () => {
  beforeEach(() => {
    stubBrowserLayoutApis();
    stubApi({ 'GET /api/knowledge': { status: 200, body: articles } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has one h1 and its sections in the spec order with their anchors', async () => {
    const { container } = await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Building the Future of/);
    const headings = [...container.querySelectorAll('section h2')].map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Where Our Members Work and Make Impact',
      'Transforming Ideas into Impact',
      'Five Initiatives, One Collective',
      'A Message from Our Advisors',
      'The Founding 100 (F100)',
      'Latest Insights',
      'Ready to Shape the Future of Innovation?',
    ]);
    const anchors = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(anchors).toEqual(['about', 'pillars', 'f100', 'knowledge']);
    await screen.findByText('Insight number 1');
  });

  it('shows the statistics, the 40 logos and five pillar links', async () => {
    await renderLanding();
    const stats = screen.getByRole('region', { name: 'The collective in numbers' });
    for (const [value, label] of [
      ['100+', 'Founding Members'],
      ['5', 'Strategic Pillars'],
      ['50+', 'Corporate Partners'],
      ['20+', 'Countries Reached'],
    ]) {
      expect(within(stats).getByText(label!).parentElement).toHaveTextContent(value!);
    }
    expect(logoEntries).toHaveLength(40);
    const strip = screen.getByTestId('logo-strip');
    // Drawn twice for a seamless loop; the copy is hidden from assistive technology.
    expect(strip.querySelectorAll('ul:not([aria-hidden]) > li')).toHaveLength(40);
    const pillarLinks = screen.getAllByRole('link', { name: /^Learn More about / });
    expect(pillarLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/pillars/scitech',
      '/pillars/wsa',
      '/pillars/vsaas',
      '/pillars/acif',
      '/pillars/academia',
    ]);
    await screen.findByText('Insight number 1');
  });

  it('teases the first three knowledge articles after a loading message', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    await renderLanding();
    const teaser = screen.getByRole('region', { name: 'Latest Insights' });
    expect(within(teaser).getByText('Loading knowledge articles...')).toBeInTheDocument();
    answer(new Response(JSON.stringify(articles), { status: 200 }));
    await within(teaser).findByText('Insight number 1');
    expect(within(teaser).getAllByTestId('article-card')).toHaveLength(3);
    expect(within(teaser).queryByText('Insight number 4')).not.toBeInTheDocument();
    expect(within(teaser).getByRole('link', { name: 'View All Insights' })).toHaveAttribute(
      'href',
      '/knowledge',
    );
    expect(within(teaser).getByRole('link', { name: 'Read More about Insight number 2' })).toHaveAttribute(
      'href',
      '/knowledge/a-2',
    );
  });

  it('closes with the three calls to action', async () => {
    await renderLanding();
    const closing = screen.getByRole('region', { name: 'Ready to Shape the Future of Innovation?' });
    expect(
      within(closing)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Join as Member', '/membership'],
      ['Apply to F100', '/f100'],
      ['Partner with Us', '/partnership'],
    ]);
    expect(screen.getByRole('link', { name: 'Join the Collective' })).toHaveAttribute('href', '/membership');
    await screen.findByText('Insight number 1');
  });
});
