/**
 * `npm run bench:ads`: the ad server under load, on the embedded database, or on PostgreSQL when
 * DATABASE_URL is set (a fresh database is created on that server and dropped afterwards).
 *
 * Starts the production entry point on a free port, creates 50 campaigns over the 4 slots through
 * the admin API (admin bootstrapped from ADMIN_EMAIL/ADMIN_PASSWORD), then with autocannon:
 * GET /api/health/live (same middleware, no database) against GET /api/ad-slot, 50 connections,
 * 10 s each, interleaved, 3 rounds; then 10,000 impression posts, 200 in flight, each with its own
 * view token (signed here with the server's AD_TOKEN_SECRET, bound to the campaign and its slot, as
 * the ad-slot answer would give them), and reads the counter back. Prints the figures (among them
 * `impressions/s: X` and `posted: N counted: M`) and ends with the ad-slot/liveness ratio and the
 * lost increments.
 * Loopback traffic only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import autocannon from 'autocannon';
import type { AdCampaignFields, AdSlotId } from '@commons/core/ads/ad-campaign';
import { adSlotIds } from '@commons/core/ads/ad-campaign';
import type { AccountTier } from '@commons/core/membership/tiers';
import { migrate, openOrm, type DatabaseTarget } from '@commons/adapters/persistence/orm';
import { MikroOrmAdCampaignRepository } from '@commons/adapters/persistence/repositories/mikro-orm-ad-campaign-repository';
import { seedDatabase } from '@commons/adapters/persistence/seed/seed-database';
import { HmacAdViewTokens } from '@commons/adapters/security/hmac-ad-view-tokens';
import { SystemClock } from '@commons/adapters/system/system-clock';
import {
  fixed,
  load,
  logLevel,
  mean,
  prepareDatabase,
  record,
  startServer,
  type Figures,
  type RunningServer,
} from './bench-server.ts';

const campaignCount = 50;
const rounds = 3;
const impressionPosts = 10_000;
const impressionsInFlight = 200;
const adminEmail = 'bench-admin@example.com';
const adminPassword = `bench-${randomBytes(12).toString('hex')}`;
const adTokenSecret = `bench-${randomBytes(24).toString('hex')}`;
const adminEnv = { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, AD_TOKEN_SECRET: adTokenSecret };
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// ---------------------------------------------------------------------------------------------
// 50 campaigns over the 4 slots, with a realistic mix of weights, targeting and states.

const tierTargets: AccountTier[][] = [['builder', 'leader'], ['f100'], []];

function campaign(index: number): AdCampaignFields {
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
  };
}

async function login(url: string): Promise<string | undefined> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('commons_session='));
  return cookie;
}

async function createThroughApi(url: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < campaignCount; index += 1) {
    const response = await fetch(`${url}/api/ads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(campaign(index)),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/ads answered ${response.status}: ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** Without the accounts endpoints: the same campaigns through the persistence adapter. */
async function createThroughAdapter(target: DatabaseTarget): Promise<string[]> {
  const orm = await openOrm(target);
  try {
    await migrate(orm);
    await seedDatabase(orm);
    const repository = new MikroOrmAdCampaignRepository(orm.em, new SystemClock());
    const ids: string[] = [];
    for (let index = 0; index < campaignCount; index += 1) {
      const created = await RequestContext.create(orm.em, () => repository.create(campaign(index)));
      ids.push(created.id);
    }
    return ids;
  } finally {
    await orm.close();
  }
}

async function readImpressions(
  how: { url: string; cookie: string } | { target: DatabaseTarget },
  id: string,
): Promise<number> {
  if ('cookie' in how) {
    const response = await fetch(`${how.url}/api/ads`, { headers: { cookie: how.cookie } });
    const campaigns = (await response.json()) as { id: string; impressions: number }[];
    return campaigns.find((entry) => entry.id === id)?.impressions ?? Number.NaN;
  }
  const orm = await openOrm(how.target);
  try {
    const repository = new MikroOrmAdCampaignRepository(orm.em, new SystemClock());
    const found = await RequestContext.create(orm.em, () => repository.findById(id));
    return found?.impressions ?? Number.NaN;
  } finally {
    await orm.close();
  }
}

const adSlotRequests = adSlotIds.flatMap((slot) => [
  { method: 'GET', path: `/api/ad-slot?slot=${slot}&tier=builder&sector=Technology&country=NG` },
  { method: 'GET', path: `/api/ad-slot?slot=${slot}&tier=explorer&sector=community&country=NG` },
]);

/**
 * POSTs `impressionPosts` impressions, `impressionsInFlight` at a time. Timed here, with autocannon
 * sampling every 10 ms: it only notices the end of a fixed amount at its next sample.
 */
async function postImpressions(
  url: string,
  campaignId: string,
): Promise<{ seconds: number; accepted: number; p99: number }> {
  const tokens = new HmacAdViewTokens(adTokenSecret);
  const now = new Date();
  const bodies = Array.from({ length: impressionPosts }, (_, index) =>
    JSON.stringify({
      viewToken: tokens.issue({ campaignId, slotId: campaign(0).slotId, viewerId: `bench-${index}` }, now),
    }),
  );
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'user-agent': browserAgent, 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
    connections: impressionsInFlight,
    amount: impressionPosts,
    sampleInt: 10,
    timeout: 30,
  });
  return { seconds: (performance.now() - started) / 1000, accepted: result['2xx'], p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-'));
  const database = await prepareDatabase(dataDir);
  let server: RunningServer | undefined;
  try {
    console.log(
      `Ad server benchmark on ${database.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ` +
        `server log level ${logLevel}, Node ${process.version}`,
    );
    server = await startServer(dataDir, database, adminEnv);
    let cookie = await login(server.url);
    let ids: string[];
    let how: 'admin API' | 'persistence adapter';
    if (cookie) {
      ids = await createThroughApi(server.url, cookie);
      how = 'admin API';
    } else {
      // The login endpoint is not there (yet): seed through the adapter while the server is down.
      await server.stop();
      ids = await createThroughAdapter(database.target);
      server = await startServer(dataDir, database, adminEnv);
      cookie = await login(server.url);
      how = 'persistence adapter';
    }
    console.log(`${ids.length} campaigns over ${adSlotIds.length} slots, created through the ${how}.`);
    const url = server.url;

    // Warm both paths up (JIT, connection pool, caches) before measuring.
    await load({ url: `${url}/api/health/live`, duration: 3 });
    await load({ url, requests: adSlotRequests, duration: 3 });

    const live: Figures = { rps: [], p99: [], failures: 0 };
    const adSlot: Figures = { rps: [], p99: [], failures: 0 };
    for (let round = 1; round <= rounds; round += 1) {
      const liveResult = await load({ url: `${url}/api/health/live` });
      record(live, liveResult);
      const adResult = await load({ url, requests: adSlotRequests });
      record(adSlot, adResult);
      console.log(
        `round ${round}: liveness ${fixed(liveResult.requests.average)} req/s (p99 ${liveResult.latency.p99} ms), ` +
          `ad-slot ${fixed(adResult.requests.average)} req/s (p99 ${adResult.latency.p99} ms)`,
      );
    }
    console.log(
      `liveness: ${fixed(mean(live.rps))} req/s, p99 ${fixed(mean(live.p99), 1)} ms, failed ${live.failures}`,
    );
    console.log(
      `ad-slot:  ${fixed(mean(adSlot.rps))} req/s, p99 ${fixed(mean(adSlot.p99), 1)} ms, failed ${adSlot.failures}`,
    );

    // Every impression on one campaign: the worst case for row contention.
    const target = ids[0]!;
    const before = cookie ? await readImpressions({ url, cookie }, target) : 0;
    const impressions = await postImpressions(`${url}/api/ads/${target}/impression`, target);
    const { seconds, accepted } = impressions;
    let after: number;
    if (cookie) after = await readImpressions({ url, cookie }, target);
    else {
      await server.stop();
      after = await readImpressions({ target: database.target }, target);
    }
    const counted = after - before;
    console.log(
      `impressions: ${impressionPosts} posts, ${impressionsInFlight} in flight, ${fixed(seconds, 2)} s, ` +
        `${fixed(impressionPosts / seconds)} impressions/s, p99 ${fixed(impressions.p99, 1)} ms, ` +
        `answered 204: ${accepted}, failed: ${impressionPosts - accepted}`,
    );
    console.log(`counter read back (${cookie ? 'admin list' : 'SQL'}): ${counted} of ${impressionPosts}`);
    console.log(`impressions/s: ${fixed(impressionPosts / seconds)}`);
    console.log(`posted: ${impressionPosts} counted: ${counted}`);
    if (cookie) {
      const today = new Date().toISOString().slice(0, 10);
      const response = await fetch(`${url}/api/ads/${target}/stats?from=${today}&to=${today}`, {
        headers: { cookie },
      });
      const { days } = (await response.json()) as { days: { impressions: number }[] };
      console.log(`daily bucket read back (admin stats): ${days[0]?.impressions ?? 0} for ${today}`);
    }
    const ratio = mean(adSlot.rps) / mean(live.rps);
    const rate = impressionPosts / seconds;
    const check = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(
      `targets: ratio >= 0.80 ${check(ratio >= 0.8)}, ad-slot p99 <= 25 ms ${check(mean(adSlot.p99) <= 25)}, ` +
        `zero lost ${check(counted === impressionPosts)}, >= 3,000 impressions/s ${check(rate >= 3000)}` +
        (database.target.kind === 'postgres' ? '' : ' (the 3,000/s target is for PostgreSQL)'),
    );
    console.log(`ad-slot/liveness ratio: ${ratio.toFixed(2)}`);
    console.log(`lost increments: ${impressionPosts - counted}`);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
