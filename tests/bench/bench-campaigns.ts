/**
 * The ad campaigns the benchmarks serve, so that a measured ad slot chooses among real campaigns
 * and answers with an ad and its view token, as it does in production: 50 campaigns over the 4
 * slots with a realistic mix of weights, targeting and states, created through the admin API by
 * the admin the server bootstraps from `benchAdminEnv`.
 */
import { randomBytes } from 'node:crypto';
import type { AdCampaignFields, AdSlotId } from '@commons/core/ads/ad-campaign';
import { adSlotIds } from '@commons/core/ads/ad-campaign';
import type { AccountTier } from '@commons/core/members/tiers';

const campaignCount = 50;
const adminEmail = 'bench-admin@example.com';
const adminPassword = `bench-${randomBytes(12).toString('hex')}`;

/**
 * The server's environment: its bootstrapped admin, the secret that signs view tokens, and trust in
 * X-Forwarded-For, which the load's ad-slot requests carry as a proxy in front would.
 */
export const benchAdminEnv = {
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  AD_TOKEN_SECRET: `bench-${randomBytes(24).toString('hex')}`,
  TRUST_PROXY: 'true',
};

/** A desktop browser's user agent: the ad server shows no ad to bots, autocannon's nameless requests among them. */
export const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let visitor = 0;
/**
 * A browser from the next address of the benchmarking range 198.18.0.0/15 (RFC 2544), in
 * autocannon's `setupRequest`: the slot gives each address a limited number of view tokens a
 * minute, so a run measures many visitors filling slots, as a site has, not one address held back.
 */
export function asNextVisitor<R extends { headers?: Record<string, string> }>(request: R): R {
  visitor = (visitor + 1) % (1 << 17);
  const address = `198.${18 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return {
    ...request,
    headers: { ...request.headers, 'user-agent': browserAgent, 'x-forwarded-for': address },
  };
}

/**
 * The ad-slot requests of a load run: each slot, for a member whose tier, sector and country most
 * campaigns admit, and for one that only the untargeted campaigns admit, each from a visitor of its
 * own (`asNextVisitor`). Sent without a cookie, each is a first visit: the server makes the viewer
 * an id and sets its cookie.
 */
export const adSlotRequests = adSlotIds.flatMap((slot) =>
  [
    `/api/ad-slot?slot=${slot}&tier=builder&sector=Technology&country=NG`,
    `/api/ad-slot?slot=${slot}&tier=explorer&sector=community&country=NG`,
  ].map((path) => ({ method: 'GET', path, setupRequest: asNextVisitor })),
);

const tierTargets: AccountTier[][] = [['builder', 'leader'], ['f100'], []];

/**
 * A campaign as posted in the spec's shape: no sponsor (each goes to the sponsor named after it) and
 * one banner (its one creative).
 */
export function benchCampaign(index: number): Omit<AdCampaignFields, 'sponsorId' | 'creatives'> {
  const slotId: AdSlotId = adSlotIds[index % adSlotIds.length]!;
  const variant = index % 5;
  return {
    name: `Bench campaign ${index + 1}`,
    slotId,
    imageUrl: `https://ads.example.com/bench/${index + 1}.png`,
    alt: `Bench sponsor ${index + 1}`,
    clickUrl: `https://sponsor.example.com/bench/${index + 1}`,
    status: index % 10 === 9 ? 'paused' : 'active',
    weight: 1 + ((index * 7) % 10),
    startAt: index % 13 === 12 ? new Date(Date.now() + 365 * 24 * 3600 * 1000) : null,
    endAt: null,
    impressionCap: null,
    frequencyCap: null,
    tiers: variant === 0 ? tierTargets[index % tierTargets.length]! : [],
    sectors: variant === 1 ? ['Technology', 'Finance'] : [],
    countries: variant === 2 ? ['NG'] : variant === 3 ? ['GH', 'KE'] : [],
    categories: [],
  };
}

/** Signs the bench admin in; the session cookie (`name=value`) for the admin API. */
export async function signInBenchAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('commons_session='));
  if (!response.ok || !cookie) throw new Error(`The bench admin could not sign in: ${response.status}`);
  return cookie;
}

/** Creates the 50 campaigns through the admin API; their ids. */
export async function createBenchCampaigns(url: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < campaignCount; index += 1) {
    const response = await fetch(`${url}/api/ads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(benchCampaign(index)),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/ads answered ${response.status}: ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/**
 * The cookie of a viewer who has been shown ads before, as a browser sends it with every ad
 * request after its first: what most ad requests of a running site carry.
 */
export const returningViewerCookie = 'ad_viewer=6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
