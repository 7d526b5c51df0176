import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi, type FakeApi } from '../../../test/stub-api.ts';
import { SponsorZone } from './sponsor-zone.tsx';

const ad = {
  id: '3f0c1a56-1d5c-4c3e-9d3e-4d0f3f7a9b10',
  creativeId: '3f0c1a56-1d5c-4c3e-9d3e-4d0f3f7a9b11',
  imageUrl: '/media/creatives/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-300x250.webp',
  clickUrl: 'https://sponsor.example.com/research',
  alt: 'Research week banner',
  viewToken: 'signed-view-token',
};

describe('a sponsor zone', () => {
  let api: FakeApi;
  beforeEach(() => {
    stubBrowserLayoutApis();
    api = stubApi({
      'GET /api/ad-slot?slot=article-footer&category=Research': { status: 200, body: { ad } },
      'GET /api/ad-slot?slot=knowledge-list': { status: 200, body: { ad: null } },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is the same empty box of the slot's shape in the server's HTML, whoever asks, and asks for no ad", () => {
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SponsorZone slot="article-footer" category="Research" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-label="Sponsored"');
    expect(html).toContain('data-width="300" data-height="250"');
    expect(html).not.toContain('<img');
    expect(api.requests).toEqual([]);
  });

  it("fills the box in the browser with the ad drawn for the page's category, marked Sponsored", async () => {
    renderPage(<SponsorZone slot="article-footer" category="Research" />);
    const zone = screen.getByRole('complementary', { name: 'Sponsored' });
    const image = await within(zone).findByRole('img', { name: ad.alt });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '250');
    expect(within(zone).getByText('Sponsored')).toBeVisible();
    expect(api.requests[0]?.path).toBe('/api/ad-slot?slot=article-footer&category=Research');
  });

  it('invites a sponsor in the same box when no campaign fills the slot', async () => {
    renderPage(<SponsorZone slot="knowledge-list" />);
    const invitation = await screen.findByRole('link', { name: /Your organisation here/ });
    expect(invitation).toHaveAttribute('href', '/partnership');
    expect(screen.getByTestId('sponsor-zone-box')).toHaveAttribute('data-width', '728');
    // The invitation is the site's own: no "Sponsored" mark over it, its line kept empty.
    expect(screen.getByText('Sponsored')).not.toBeVisible();
  });
});
