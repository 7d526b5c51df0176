/**
 * `npm run proof:shutdown`: SIGTERM under load (issue 11). Two instances behind HAProxy, autocannon
 * at 50 connections on liveness and ad-slot requests; one instance gets SIGTERM mid-run. Goals: 0
 * failed requests, and the instance exits 0 within 10 s (SHUTDOWN_TIMEOUT_MS).
 *
 * Why through a balancer: one process with nothing in front cannot avoid refusing NEW connections
 * once it stops listening; what it can do is finish every request it accepted (see
 * tests/api/graceful-shutdown.test.ts). In a deployment the balancer sees readiness turn 503, takes
 * the instance out during the drain delay (SHUTDOWN_DRAIN_MS), and clients never notice. The run
 * also measures the same load straight at one instance, for the record.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon, { type AutocannonResult } from 'autocannon';
import { browserAgent } from '../bench/bench-campaigns.ts';
import { prepareDatabase, startServer, type RunningServer } from '../bench/bench-server.ts';
import { freePort, safeDrainMs, startHaproxy, type Balancer } from './haproxy.ts';

const connections = 50;
const signalAfterMs = 2_500;
// Drain as long as HAProxy's checks need to take the instance out (see haproxy.ts), and keep the
// load on a while after the listener closes.
const drainMs = safeDrainMs();
const loadSeconds = Math.ceil((signalAfterMs + drainMs) / 1000) + 3;
const shutdownEnv = {
  SHUTDOWN_DRAIN_MS: String(drainMs),
  SHUTDOWN_TIMEOUT_MS: '10000',
  LOG_LEVEL: 'warn',
};
const requests = [
  { method: 'GET', path: '/api/health/live' },
  {
    method: 'GET',
    path: '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Technology&country=NG',
    // A browser's: a nameless client is a bot, and the slot answers bots before it reads anything.
    headers: { 'user-agent': browserAgent },
  },
];

export const failedRequests = (result: AutocannonResult) => result.non2xx + result.errors + result.timeouts;

async function instance(dir: string, name: string, port: number): Promise<RunningServer> {
  const dataDir = path.join(dir, name);
  await mkdir(dataDir);
  return startServer(dataDir, await prepareDatabase(dataDir), { ...shutdownEnv, PORT: String(port) });
}

/** Which answers failed: status codes outside 2xx, connection errors, timeouts. */
export function describeFailures(result: AutocannonResult): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count} x ${status}`);
  return `  failures: ${[...statuses, `${result.errors} errors`, `${result.timeouts} timeouts`].join(', ')}`;
}

interface Outcome {
  result: AutocannonResult;
  exit: { code: number | null; ms: number };
}

/** Load on `url` for loadSeconds, with SIGTERM to `victim` after signalAfterMs. */
async function signalUnderLoad(url: string, victim: RunningServer): Promise<Outcome> {
  const load = autocannon({ url, connections, duration: loadSeconds, requests, timeout: 10 });
  await delay(signalAfterMs);
  const exit = await victim.stop();
  return { result: await load, exit };
}

export async function main(): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'commons-sigterm-'));
  const servers: RunningServer[] = [];
  let balancer: Balancer | undefined;
  try {
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port, index) => instance(dir, `app${index + 1}`, port)))));
    balancer = await startHaproxy(dir, await freePort(), ports);
    console.log(
      `SIGTERM under load: ${connections} connections, ${loadSeconds} s, signal at ${signalAfterMs} ms`,
    );
    const through = await signalUnderLoad(balancer.url, servers[0]!);
    const failed = failedRequests(through.result);
    console.log(
      `through HAProxy (2 instances): ${through.result.requests.total} requests, ` +
        `exit code ${through.exit.code} after ${(through.exit.ms / 1000).toFixed(1)} s`,
    );
    console.log(`failed requests: ${failed}`);
    if (failed > 0) console.log(describeFailures(through.result));

    const alone = await signalUnderLoad(servers[1]!.url, servers[1]!);
    console.log(
      `straight at one instance, no balancer (for the record): ${alone.result.requests.total} requests, ` +
        `${failedRequests(alone.result)} failed after the listener closed (${alone.result.errors} connection errors), ` +
        `exit code ${alone.exit.code} after ${(alone.exit.ms / 1000).toFixed(1)} s`,
    );
    const met = failed === 0 && through.exit.code === 0 && through.exit.ms < 10_000;
    console.log(`goal (0 failed, exit 0 within 10 s): ${met ? 'met' : 'MISSED'}`);
    return met && alone.exit.code === 0;
  } finally {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) process.exitCode = (await main()) ? 0 : 1;
