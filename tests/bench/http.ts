/**
 * `npm run bench:http`: what the app's request path costs, side by side in one run. A bare
 * node:http server, a bare Koa + router app, and the app (the production entry point, embedded
 * database, or PostgreSQL when DATABASE_URL is set) are served one after the other, each pinned to
 * CPU 0 with taskset while this process and autocannon run on CPU 1; 50 connections, rounds of 5 s
 * interleaved, 3 rounds, and the median of each. Prints a table of each route's requests a second,
 * p99 latency and CPU microseconds a request (read from the server's CPU time, which time stolen
 * by a hypervisor or by other processes does not inflate), then the goals, each on a line of its
 * own, and exits 1 when one is missed:
 *
 * - `ad-slot p99 ms: X` <= 25, `knowledge p99 ms: X` <= 25, `landing p99 ms: X` <= 50: what a
 *   visitor would notice;
 * - `postgres idle rss MB: X` <= 250, the server's memory after a restart (PostgreSQL runs only);
 * - `app-live/koa ratio: X` >= 0.5, a floor that catches a regression in the request path. It is
 *   not a target: nothing is tuned against it.
 *
 * The other ratios are printed for information.
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AutocannonOptions, AutocannonResult } from 'autocannon';
import {
  connections,
  cpuMicroseconds,
  fixed,
  idleRssMb,
  load,
  logLevel,
  prepareDatabase,
  rssMb,
  startServer,
  type RunningServer,
} from './bench-server.ts';
import {
  adSlotRequests,
  asNextVisitor,
  benchAdminEnv,
  createBenchCampaigns,
  returningViewerCookie,
  signInBenchAdmin,
} from './bench-campaigns.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const serverCpu = '0';
const loadCpu = '1';
const referenceServers = fileURLToPath(new URL('./reference-servers.ts', import.meta.url));

interface Route {
  name: string;
  options: (urls: { node: string; koa: string; app: string }) => AutocannonOptions;
  /** The server that answers it: the references' process, or the app's. */
  server: 'references' | 'app';
}

const routes: Route[] = [
  { name: 'node', server: 'references', options: ({ node }) => ({ url: `${node}/api/health/live` }) },
  { name: 'koa', server: 'references', options: ({ koa }) => ({ url: `${koa}/api/health/live` }) },
  { name: 'app-live', server: 'app', options: ({ app }) => ({ url: `${app}/api/health/live` }) },
  // Filled from the 50 bench campaigns (a weighted draw, the address's view-token count and a
  // signed view token per answer), for returning viewers each from an address of its own;
  // `npm run bench:ads` measures first visits, which also set the cookie.
  {
    name: 'ad-slot',
    server: 'app',
    options: ({ app }) => ({
      url: app,
      requests: adSlotRequests,
      headers: { cookie: returningViewerCookie },
    }),
  },
  {
    name: 'landing',
    server: 'app',
    options: ({ app }) => ({
      url: `${app}/`,
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    }),
  },
  { name: 'knowledge', server: 'app', options: ({ app }) => ({ url: `${app}/api/knowledge` }) },
];

/** The p99 latency a visitor would notice, per route, in milliseconds. */
const p99GoalsMs: [string, number][] = [
  ['ad-slot', 25],
  ['knowledge', 25],
  ['landing', 50],
];
const postgresIdleRssGoalMb = 250;
/** A floor, not a target: well below what the request path gives, so only a regression trips it. */
const liveToKoaFloor = 0.5;
/** Printed for information: [route, reference]. */
const informationRatios: [string, string][] = [
  ['ad-slot', 'app-live'],
  ['landing', 'app-live'],
  ['knowledge', 'app-live'],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function run(options: AutocannonOptions, duration = seconds): Promise<AutocannonResult> {
  return load({ duration, ...options });
}

async function startReferences(): Promise<{
  urls: { node: string; koa: string };
  pid: number;
  stop: () => void;
}> {
  const child = spawn('taskset', ['-c', serverCpu, process.execPath, referenceServers], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return {
    urls: JSON.parse(line) as { node: string; koa: string },
    // taskset runs node in its own process: the child is the servers' process.
    pid: child.pid!,
    stop: () => child.kill('SIGTERM'),
  };
}

async function main(): Promise<boolean> {
  // This process (and autocannon's sockets) on the other core than the servers.
  execFileSync('taskset', ['-a', '-p', '-c', loadCpu, String(process.pid)], { stdio: 'ignore' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-http-'));
  const database = await prepareDatabase(dataDir);
  const references = await startReferences();
  let server: RunningServer | undefined;
  try {
    const kind = database.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
    console.log(
      `HTTP path benchmark on ${kind}, server log level ${logLevel}, Node ${process.version}, ` +
        `${connections} connections, ${rounds} rounds of ${seconds} s, servers on CPU ${serverCpu}, load on CPU ${loadCpu}`,
    );
    // The first start creates the database: PGlite's initdb runs inside the process, and its memory
    // stays until the process exits. Idle is measured after a restart, as a deployed server starts.
    const first = await startServer(dataDir, database, benchAdminEnv, { cpus: serverCpu });
    const firstStartRss = await idleRssMb(first.pid);
    await createBenchCampaigns(first.url, await signInBenchAdmin(first.url));
    await first.stop();
    server = await startServer(dataDir, database, benchAdminEnv, { cpus: serverCpu });
    const urls = { ...references.urls, app: server.url };
    const idleRss = await idleRssMb(server.pid);
    const filled = await Promise.all(
      adSlotRequests.map(async ({ path: slotPath }) => {
        const { headers } = asNextVisitor({ headers: {} });
        const answer = (await (await fetch(`${server!.url}${slotPath}`, { headers })).json()) as {
          ad: unknown;
        };
        return answer.ad !== null;
      }),
    );
    console.log(
      `ad-slot requests answered with an ad: ${filled.filter(Boolean).length} of ${filled.length} (50 campaigns over 4 slots)`,
    );

    for (const route of routes) await run(route.options(urls), 2);
    const rps = new Map<string, number[]>(routes.map((route) => [route.name, []]));
    const p99 = new Map<string, number[]>(routes.map((route) => [route.name, []]));
    const cpuPerRequest = new Map<string, number[]>(routes.map((route) => [route.name, []]));
    const pidOf = (route: Route) => (route.server === 'app' ? server!.pid : references.pid);
    let failures = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const line: string[] = [];
      for (const route of routes) {
        const cpuBefore = await cpuMicroseconds(pidOf(route));
        const result = await run(route.options(urls));
        const cpu = (await cpuMicroseconds(pidOf(route))) - cpuBefore;
        cpuPerRequest.get(route.name)!.push(cpu / Math.max(1, result.requests.total));
        rps.get(route.name)!.push(result.requests.average);
        p99.get(route.name)!.push(result.latency.p99);
        failures += result.non2xx + result.errors + result.timeouts;
        line.push(`${route.name} ${fixed(result.requests.average)}`);
      }
      console.log(`round ${round} (req/s): ${line.join(', ')}`);
    }
    const loadedRss = await rssMb(server.pid);

    const rate = (name: string) => median(rps.get(name)!);
    const cpuCost = (name: string) => median(cpuPerRequest.get(name)!);
    console.log(
      '\n| route | req/s (median) | p99 ms (median) | ratio to node:http | CPU µs a request (median) |',
    );
    console.log('|---|---|---|---|---|');
    for (const route of routes) {
      console.log(
        `| ${route.name} | ${fixed(rate(route.name))} | ${median(p99.get(route.name)!)} | ${(rate(route.name) / rate('node')).toFixed(2)} | ${fixed(cpuCost(route.name), 1)} |`,
      );
    }
    console.log('');
    let met = failures === 0;
    const goal = (line: string, value: number, ok: boolean, target: string) => {
      met &&= ok;
      console.log(`${line}: ${value} (goal ${target}${ok ? '' : ', MISSED'})`);
    };
    for (const [route, limit] of p99GoalsMs) {
      const routeP99 = median(p99.get(route)!);
      goal(`${route} p99 ms`, routeP99, routeP99 <= limit, `<= ${limit}`);
    }
    if (database.target.kind === 'postgres') {
      const rss = Math.round(idleRss);
      goal('postgres idle rss MB', rss, rss <= postgresIdleRssGoalMb, `<= ${postgresIdleRssGoalMb}`);
    } else {
      console.log('postgres idle rss MB: not measured (PGlite; set DATABASE_URL to run on PostgreSQL)');
    }
    const liveToKoa = Number((rate('app-live') / rate('koa')).toFixed(2));
    goal('app-live/koa ratio', liveToKoa, liveToKoa >= liveToKoaFloor, `>= ${liveToKoaFloor}, a floor`);
    const ratios = (of: (route: string, reference: string) => number, pairs: [string, string][]) =>
      pairs
        .map(([route, reference]) => `${route}/${reference} ${of(route, reference).toFixed(2)}`)
        .join(', ');
    console.log(
      `for information, req/s ratios: ${ratios((route, reference) => rate(route) / rate(reference), informationRatios)}; ` +
        `from CPU time a request: ${ratios(
          (route, reference) => cpuCost(reference) / cpuCost(route),
          [['app-live', 'koa'], ...informationRatios],
        )}`,
    );
    console.log(`failed requests: ${failures}`);
    console.log(
      `server RSS on ${kind}: idle ${fixed(idleRss)} MB, loaded ${fixed(loadedRss)} MB; ` +
        `idle on the first start, creating the database: ${fixed(firstStartRss)} MB`,
    );
    return met;
  } finally {
    await server?.stop();
    references.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = (await main()) ? 0 : 1;
