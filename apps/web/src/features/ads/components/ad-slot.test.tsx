import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { adCacheMs, adSlotQueryOptions } from '../api/ad-slot.ts';
import { AdSlot } from './ad-slot.tsx';

const ad = {
  id: '3f0c1a56-1d5c-4c3e-9d3e-4d0f3f7a9b10',
  imageUrl: 'https://ads.example.com/spring.png',
  clickUrl: 'https://sponsor.example.com/spring',
  alt: 'Spring launch banner',
  viewToken: 'signed-view-token',
};

interface Request {
  method: string;
  path: string;
  body?: unknown;
}

/** A stand-in server: records each request; answers from `routes` ("METHOD path"), else 204. */
function stubServer(routes: Record<string, { status: number; body?: unknown }>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(request);
      const reply = routes[`${request.method} ${request.path}`] ?? { status: 204 };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
      });
    }),
  );
  return requests;
}

/** IntersectionObserver under test control: `show(ratio)` reports every observed element. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  disconnected = false;

  readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  unobserve() {}

  takeRecords() {
    return [];
  }

  static show(ratio: number) {
    for (const observer of FakeIntersectionObserver.instances.filter((instance) => !instance.disconnected)) {
      const entries = [...observer.elements].map(
        (target) =>
          ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
      );
      act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
    }
  }
}

function renderWithQueries(ui: ReactNode) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

const slotPath = '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Acme&country=NG';
const impressions = (requests: Request[]) =>
  requests.filter((request) => request.path.endsWith('/impression'));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdSlot', () => {
  it('asks for the slot with its targeting and shows the ad as a link, 300x250 by default', async () => {
    const requests = stubServer({ [`GET ${slotPath}`]: { status: 200, body: { ad } } });

    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);

    const image = await screen.findByRole('img', { name: ad.alt });
    expect(image).toHaveAttribute('src', ad.imageUrl);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '250');
    expect(screen.getByRole('link', { name: ad.alt })).toHaveAttribute('href', ad.clickUrl);
    expect(requests[0]).toEqual({ method: 'GET', path: slotPath });
  });

  it('is 280x200 in the sidebar and sends targeting only when given', async () => {
    const requests = stubServer({
      'GET /api/ad-slot?slot=dashboard-community': { status: 200, body: { ad } },
    });

    renderWithQueries(<AdSlot slot="dashboard-community" tier={null} size="sidebar" />);

    const image = await screen.findByRole('img', { name: ad.alt });
    expect(image).toHaveAttribute('width', '280');
    expect(image).toHaveAttribute('height', '200');
    expect(requests[0]!.path).toBe('/api/ad-slot?slot=dashboard-community');
  });

  it('renders nothing when there is no ad or the call fails', async () => {
    const requests = stubServer({
      'GET /api/ad-slot?slot=dashboard-footer': { status: 200, body: { ad: null } },
      'GET /api/ad-slot?slot=dashboard-secondary': { status: 500, body: { error: 'Something went wrong' } },
    });

    const { container } = renderWithQueries(
      <>
        <AdSlot slot="dashboard-footer" />
        <AdSlot slot="dashboard-secondary" />
      </>,
    );

    await waitFor(() => expect(requests).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
  });

  it('posts one impression, only once at least half of the ad is on screen', async () => {
    const requests = stubServer({ [`GET ${slotPath}`]: { status: 200, body: { ad } } });
    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);
    await screen.findByRole('img', { name: ad.alt });

    FakeIntersectionObserver.show(0.2);
    expect(impressions(requests)).toEqual([]);

    FakeIntersectionObserver.show(0.6);
    FakeIntersectionObserver.show(1);
    await waitFor(() =>
      expect(impressions(requests)).toEqual([
        { method: 'POST', path: `/api/ads/${ad.id}/impression`, body: { viewToken: ad.viewToken } },
      ]),
    );
  });

  it('opens the click URL in a new tab without an opener, and posts the click after the impression', async () => {
    const requests = stubServer({ [`GET ${slotPath}`]: { status: 200, body: { ad } } });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);
    await screen.findByRole('img', { name: ad.alt });
    FakeIntersectionObserver.show(1);

    await userEvent.click(screen.getByRole('link', { name: ad.alt }));

    expect(open).toHaveBeenCalledExactlyOnceWith(ad.clickUrl, '_blank', 'noopener,noreferrer');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: `/api/ads/${ad.id}/impression`, body: { viewToken: ad.viewToken } },
        { method: 'POST', path: `/api/ads/${ad.id}/click`, body: { viewToken: ad.viewToken } },
      ]),
    );
  });

  it('posts the impression of an ad clicked before it counted as seen, and then its click', async () => {
    let answerImpression = () => {};
    const requests = stubServer({ [`GET ${slotPath}`]: { status: 200, body: { ad } } });
    const served = vi.mocked(fetch).getMockImplementation()!;
    // The impression's answer is held back: the click must wait for it, as the server counts a
    // click only once its impression has.
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const answer = served(input, init);
      if (String(input).endsWith('/impression'))
        await new Promise<void>((resolve) => (answerImpression = resolve));
      return answer;
    });
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);

    await userEvent.click(await screen.findByRole('link', { name: ad.alt }));
    await waitFor(() => expect(impressions(requests)).toHaveLength(1));
    expect(requests.at(-1)!.path).toBe(`/api/ads/${ad.id}/impression`);
    answerImpression();

    await waitFor(() => expect(requests.at(-1)!.path).toBe(`/api/ads/${ad.id}/click`));
    FakeIntersectionObserver.show(1);
    expect(impressions(requests)).toHaveLength(1);
  });

  it('opens the click URL even when counting fails, and only logs the failures', async () => {
    stubServer({
      [`GET ${slotPath}`]: { status: 200, body: { ad } },
      [`POST /api/ads/${ad.id}/click`]: { status: 500, body: { error: 'down' } },
      [`POST /api/ads/${ad.id}/impression`]: { status: 500, body: { error: 'down' } },
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);
    await screen.findByRole('img', { name: ad.alt });

    FakeIntersectionObserver.show(1);
    await userEvent.click(screen.getByRole('link', { name: ad.alt }));

    expect(open).toHaveBeenCalledWith(ad.clickUrl, '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('link', { name: ad.alt })).toBeInTheDocument();
  });

  it('fetches once per slot and targeting and keeps the answer 5 minutes', async () => {
    const requests = stubServer({
      [`GET ${slotPath}`]: { status: 200, body: { ad } },
      'GET /api/ad-slot?slot=dashboard-primary&tier=leader&sector=Acme&country=NG': {
        status: 200,
        body: { ad },
      },
    });

    renderWithQueries(
      <>
        <AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />
        <AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" size="sidebar" />
        <AdSlot slot="dashboard-primary" tier="leader" sector="Acme" country="NG" />
      </>,
    );

    await waitFor(() => expect(screen.getAllByRole('img', { name: ad.alt })).toHaveLength(3));
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
    const options = adSlotQueryOptions({ slot: 'dashboard-primary', tier: 'builder' });
    expect([options.staleTime, options.gcTime]).toEqual([adCacheMs, adCacheMs]);
    expect(adCacheMs).toBe(300_000);
  });

  it('counts an ad as seen when shown if the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const requests = stubServer({ [`GET ${slotPath}`]: { status: 200, body: { ad } } });

    renderWithQueries(<AdSlot slot="dashboard-primary" tier="builder" sector="Acme" country="NG" />);

    await waitFor(() => expect(impressions(requests)).toHaveLength(1));
  });
});
