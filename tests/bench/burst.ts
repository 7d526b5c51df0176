/**
 * `npm run bench:burst`: 200 sign-ins at once (argon2id) must not stall the other requests. On the
 * embedded database, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server
 * (a fresh database, dropped afterwards), the production entry point is pinned to CPU 0 and this
 * process to CPU 1. Ten members are signed up; then, while ten clients keep asking for an ad slot,
 * 200 sign-ins are sent at once (from 200 client addresses, spread over the ten members). Prints
 * `ad-slot p99 during 200 logins ms: X` per database (goal <= 100) beside the p99 of the same reads
 * with no sign-ins (the floor the machine allows), how the sign-ins were answered,
 * and the server's RSS idle (after a restart on the existing database, and on the first start that
 * creates it) and loaded (after the burst). Exits non-zero when a goal
 * is missed. Loopback traffic only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { latestCode } from '@commons/http/testing/outbox';
import { fixed, idleRssMb, prepareDatabase, rssMb, startServer, type RunningServer } from './bench-server.ts';
import { browserAgent } from './bench-campaigns.ts';

const burstSize = 200;
const memberCount = 10;
const adSlotClients = 10;
const adSlotP99GoalMs = 100;
const idleRssGoalMb = 250;
const password = 'correct horse battery';
const adSlotPath = '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Technology&country=NG';

let clientAddress = 0;
/** One client address per request: the per-address limits count visitors, not this script. */
const nextClientIp = () => {
  clientAddress += 1;
  return `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
};

async function post(url: string, pathname: string, body: unknown, cookie?: string) {
  const response = await fetch(`${url}${pathname}`, {
    method: pathname === '/api/auth/password' ? 'PUT' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextClientIp(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const sessionCookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('commons_session='))
    ?.split(';')[0];
  return { status: response.status, text, sessionCookie };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
};

async function signUpMembers(url: string, dataDir: string): Promise<string[]> {
  return Promise.all(
    Array.from({ length: memberCount }, async (_, index) => {
      const email = `burst-${index}@example.org`;
      await post(url, '/api/users', {
        email,
        firstName: 'Burst',
        lastName: 'Tester',
        membershipTier: 'explorer',
      });
      const verified = await post(url, '/api/auth/verify-email', {
        email,
        code: await latestCode(dataDir, email, 30_000),
      });
      const chosen = await post(url, '/api/auth/password', { newPassword: password }, verified.sessionCookie);
      if (chosen.status !== 200)
        throw new Error(`Setting a password answered ${chosen.status}: ${chosen.text}`);
      return email;
    }),
  );
}

/** Ad-slot requests, one after the other on each client, until `until` settles; their latencies. */
async function adSlotsDuring(url: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: adSlotClients }, async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${url}${adSlotPath}`, { headers: { 'user-agent': browserAgent } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  return { latencies, failed };
}

async function measure(kind: 'PGlite' | 'PostgreSQL'): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-burst-'));
  const database = await prepareDatabase(dataDir);
  let server: RunningServer | undefined;
  try {
    const start = () => startServer(dataDir, database, { TRUST_PROXY: 'true' }, { cpus: '0' });
    // The first start creates the database (on PGlite, initdb runs inside the process and its
    // memory stays until exit); a restart opens it, as a server does every day after. Each is
    // read once settled (migrations, seed, first compilation).
    server = await start();
    const firstStartRss = await idleRssMb(server.pid);
    await server.stop();
    server = await start();
    const idleRss = await idleRssMb(server.pid);
    const members = await signUpMembers(server.url, dataDir);
    // Warm: the ad-slot cache filled. Then the same reads with no burst, for reference: on a
    // shared machine the core itself is busy, and that p99 is the floor.
    await adSlotsDuring(server.url, delay(2_000));
    const quiet = await adSlotsDuring(server.url, delay(5_000));

    const started = performance.now();
    let lastAnswerMs = 0;
    const burst = Promise.all(
      Array.from({ length: burstSize }, async (_, index) => {
        const answer = await post(server!.url, '/api/auth/login', {
          email: members[index % members.length],
          password,
        });
        lastAnswerMs = Math.max(lastAnswerMs, performance.now() - started);
        return answer;
      }),
    );
    const { latencies, failed } = await adSlotsDuring(server.url, burst);
    const answers = await burst;
    const loadedRss = await rssMb(server.pid);

    const byStatus = new Map<string, number>();
    for (const { status, text } of answers) {
      const label =
        status === 200 ? '200' : `${status} ${(JSON.parse(text) as { error?: string }).error ?? ''}`;
      byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    }
    const p99 = percentile(latencies, 0.99);
    console.log(`\n${kind}:`);
    console.log(
      `  ${burstSize} logins at once, answered within ${fixed(lastAnswerMs / 1000, 1)} s: ` +
        [...byStatus].map(([label, count]) => `${count} x ${label}`).join('; '),
    );
    console.log(
      `  ad-slot during the burst: ${latencies.length} requests (${failed} failed), ` +
        `p50 ${fixed(percentile(latencies, 0.5))} ms, max ${fixed(Math.max(...latencies))} ms`,
    );
    console.log(`  ad-slot p99 without logins ms: ${fixed(percentile(quiet.latencies, 0.99))}`);
    console.log(
      `  ad-slot p99 during ${burstSize} logins ms: ${fixed(p99)} (goal <= ${adSlotP99GoalMs}${p99 <= adSlotP99GoalMs ? '' : ', MISSED'})`,
    );
    const rssGoal =
      kind === 'PostgreSQL'
        ? ` (goal idle <= ${idleRssGoalMb} MB${idleRss <= idleRssGoalMb ? '' : ', MISSED'})`
        : '';
    console.log(
      `  server RSS on ${kind}: idle ${fixed(idleRss)} MB, loaded ${fixed(loadedRss)} MB${rssGoal}; ` +
        `idle on the first start, creating the database: ${fixed(firstStartRss)} MB`,
    );
    const everyLoginAnswered = answers.every(({ status }) => status === 200 || status === 429);
    return (
      failed === 0 &&
      everyLoginAnswered &&
      p99 <= adSlotP99GoalMs &&
      (kind === 'PGlite' || idleRss <= idleRssGoalMb)
    );
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<boolean> {
  // This process (the clients) on the other core than the server.
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `Login burst on Node ${process.version}: ${burstSize} sign-ins at once while ${adSlotClients} clients ` +
      `read an ad slot; server on CPU 0, clients on CPU 1`,
  );
  delete process.env.DATABASE_URL;
  let met = await measure('PGlite');
  if (serverUrl) {
    process.env.DATABASE_URL = serverUrl;
    met = (await measure('PostgreSQL')) && met;
  } else console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
  return met;
}

process.exitCode = (await main()) ? 0 : 1;
