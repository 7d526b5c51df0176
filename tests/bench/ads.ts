/**
 * `npm run bench:ads`: the ad server under load, on the embedded database, or on PostgreSQL when
 * DATABASE_URL is set (a fresh database is created on that server and dropped afterwards).
 *
 * Starts the production entry point on a free port, creates 50 campaigns over the 4 slots through
 * the admin API (admin bootstrapped from ADMIN_EMAIL/ADMIN_PASSWORD), then with autocannon:
 * GET /api/health/live (same middleware, no database) against GET /api/ad-slot, 50 connections,
 * 10 s each, interleaved, 3 rounds; then 10,000 impression posts, 200 in flight, and reads the
 * counter back. Prints the figures and ends with the ad-slot/liveness ratio and the lost increments.
 * Loopback traffic only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { RequestContext } from '@mikro-orm/core';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import type { AdCampaignFields, AdSlotId } from '@commons/core/ads/ad-campaign';
import { adSlotIds } from '@commons/core/ads/ad-campaign';
import type { AccountTier } from '@commons/core/membership/tiers';
import { migrate, openOrm, type DatabaseTarget } from '@commons/adapters/persistence/orm';
import { MikroOrmAdCampaignRepository } from '@commons/adapters/persistence/repositories/mikro-orm-ad-campaign-repository';
import { seedDatabase } from '@commons/adapters/persistence/seed/seed-database';
import { SystemClock } from '@commons/adapters/system/system-clock';

const entryPoint = fileURLToPath(new URL('../../apps/http/src/main.ts', import.meta.url));
const campaignCount = 50;
const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 3;
const impressionPosts = 10_000;
const impressionsInFlight = 200;
const adminEmail = 'bench-admin@example.com';
const adminPassword = `bench-${randomBytes(12).toString('hex')}`;
const logLevel = process.env.LOG_LEVEL || 'info';
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// ---------------------------------------------------------------------------------------------
// The database: a temporary embedded one, or a fresh database on DATABASE_URL's server.

interface BenchDatabase {
  target: DatabaseTarget;
  env: Record<string, string>;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onPostgresServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(dataDir: string): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = path.join(dataDir, 'pglite');
    return { target: { kind: 'pglite', dir }, env: {}, drop: async () => {} };
  }
  const name = `commons_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onPostgresServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = withDatabase(serverUrl, name);
  return {
    target: { kind: 'postgres', url },
    env: { DATABASE_URL: url },
    drop: () =>
      onPostgresServer(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// The server, exactly as `npm start` runs it.

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function startServer(dataDir: string, database: BenchDatabase): Promise<RunningServer> {
  // The server logs to a file, not a pipe: at the info level it writes a line per request, and a
  // pipe would make this process (which also runs the load generator) read every one of them.
  const logFile = path.join(dataDir, 'server.log');
  const log = await open(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [entryPoint], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // For profiling the server, e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...database.env,
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const tail = async () => (await readFile(logFile, 'utf8')).slice(-4000);
  const deadline = Date.now() + 90_000;
  let url: string | undefined;
  while (!url) {
    const match = /running at http:\/\/localhost:(\d+)/.exec(await readFile(logFile, 'utf8'));
    if (match) url = `http://127.0.0.1:${match[1]}`;
    else if (exitCode !== null) throw new Error(`The server exited with ${exitCode}:\n${await tail()}`);
    else if (Date.now() > deadline) throw new Error(`The server did not start:\n${await tail()}`);
    else await delay(100);
  }
  return {
    url,
    stop: async () => {
      if (exitCode !== null || child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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

// ---------------------------------------------------------------------------------------------
// Measurements.

function load(options: AutocannonOptions): Promise<AutocannonResult> {
  return autocannon({ connections, duration: durationSeconds, timeout: 10, ...options });
}

const adSlotRequests = adSlotIds.flatMap((slot) => [
  { method: 'GET', path: `/api/ad-slot?slot=${slot}&tier=builder&sector=Technology&country=NG` },
  { method: 'GET', path: `/api/ad-slot?slot=${slot}&tier=explorer&sector=community&country=NG` },
]);

interface Figures {
  rps: number[];
  p99: number[];
  failures: number;
}

function record(figures: Figures, result: AutocannonResult): void {
  figures.rps.push(result.requests.average);
  figures.p99.push(result.latency.p99);
  figures.failures += result.non2xx + result.errors + result.timeouts;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value: number, digits = 0) => value.toFixed(digits);

/**
 * POSTs `impressionPosts` impressions, `impressionsInFlight` at a time. Timed here, with autocannon
 * sampling every 10 ms: it only notices the end of a fixed amount at its next sample.
 */
async function postImpressions(url: string): Promise<{ seconds: number; accepted: number; p99: number }> {
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'user-agent': browserAgent },
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
    server = await startServer(dataDir, database);
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
      server = await startServer(dataDir, database);
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
    const impressions = await postImpressions(`${url}/api/ads/${target}/impression`);
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
