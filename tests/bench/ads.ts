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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { adSlotIds } from '@commons/core/ads/ad-campaign';
import { SignedAdViewTokens } from '@commons/adapters/security/signed-ad-view-tokens';
import {
  adSlotRequests,
  benchAdminEnv,
  browserAgent,
  benchCampaign,
  createBenchCampaigns,
  signInBenchAdmin,
} from './bench-campaigns.ts';
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

const rounds = 3;
const impressionPosts = 10_000;
const impressionsInFlight = 200;

async function readImpressions(url: string, cookie: string, id: string): Promise<number> {
  const response = await fetch(`${url}/api/ads`, { headers: { cookie } });
  const campaigns = (await response.json()) as { id: string; impressions: number }[];
  return campaigns.find((entry) => entry.id === id)?.impressions ?? Number.NaN;
}

/**
 * POSTs `impressionPosts` impressions, `impressionsInFlight` at a time. Timed here, with autocannon
 * sampling every 10 ms: it only notices the end of a fixed amount at its next sample.
 */
async function postImpressions(
  url: string,
  campaignId: string,
): Promise<{ seconds: number; accepted: number; p99: number }> {
  const tokens = new SignedAdViewTokens(benchAdminEnv.AD_TOKEN_SECRET);
  const now = new Date();
  const bodies = Array.from({ length: impressionPosts }, (_, index) =>
    JSON.stringify({
      viewToken: tokens.issue(
        { campaignId, slotId: benchCampaign(0).slotId, viewerId: `bench-${index}` },
        now,
      ),
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
    server = await startServer(dataDir, database, benchAdminEnv);
    const cookie = await signInBenchAdmin(server.url);
    const ids = await createBenchCampaigns(server.url, cookie);
    console.log(`${ids.length} campaigns over ${adSlotIds.length} slots, created through the admin API.`);
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
    const before = await readImpressions(url, cookie, target);
    const impressions = await postImpressions(`${url}/api/ads/${target}/impression`, target);
    const { seconds, accepted } = impressions;
    const counted = (await readImpressions(url, cookie, target)) - before;
    console.log(
      `impressions: ${impressionPosts} posts, ${impressionsInFlight} in flight, ${fixed(seconds, 2)} s, ` +
        `${fixed(impressionPosts / seconds)} impressions/s, p99 ${fixed(impressions.p99, 1)} ms, ` +
        `answered 204: ${accepted}, failed: ${impressionPosts - accepted}`,
    );
    console.log(`counter read back (admin list): ${counted} of ${impressionPosts}`);
    console.log(`impressions/s: ${fixed(impressionPosts / seconds)}`);
    console.log(`posted: ${impressionPosts} counted: ${counted}`);
    const today = new Date().toISOString().slice(0, 10);
    const response = await fetch(`${url}/api/ads/${target}/stats?from=${today}&to=${today}`, {
      headers: { cookie },
    });
    const { days } = (await response.json()) as { days: { impressions: number }[] };
    console.log(`daily bucket read back (admin stats): ${days[0]?.impressions ?? 0} for ${today}`);
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
