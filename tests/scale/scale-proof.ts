/**
 * `npm run scale:proof` (issue 14): the real parts of a scaled-out deployment on this machine.
 * PgBouncer in transaction pooling mode in front of the local PostgreSQL (a fresh database per run,
 * DATABASE_URL or TEST_DATABASE_URL names the server), three app instances on it
 * (DATABASE_POOLER=transaction), HAProxy round robin with health checks on /api/health. It proves:
 * - the three instances start together on the fresh database through the pooler (one migrates
 *   under the transaction-scoped advisory lock, the others wait);
 * - journeys cross instances: sign up on one, verify on another, sign in on a third; an admin's
 *   change on one is seen on the others at once; a member checks out through the Stripe adapter
 *   (against the local Stripe stub) on one, the signed webhooks reach any instance through
 *   HAProxy, and the member is paid on all three;
 * - the scaling curve: throughput through HAProxy with 1, 2 and 3 instances;
 * - a rolling restart under load (100 connections, a mix of ad-slot, impression, knowledge, login
 *   and page requests): every instance in turn gets SIGTERM and is started again; prints
 *   `failed requests: N` and `impressions posted: N counted: M`.
 * Exits non-zero when a goal is missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import { signNotification, StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { SignedAdViewTokens } from '@commons/adapters/security/signed-ad-view-tokens';
import { latestCode } from '@commons/http/testing/outbox';
import { browserAgent } from '../bench/bench-campaigns.ts';
import {
  fixed,
  prepareDatabase,
  startServer,
  type BenchDatabase,
  type RunningServer,
} from '../bench/bench-server.ts';
import { freePort, safeDrainMs, startHaproxy, type Balancer } from './haproxy.ts';
import { startPgbouncer, type Pooler } from './pgbouncer.ts';
import { describeFailures, failedRequests } from './sigterm-under-load.ts';

const instanceCount = 3;
const restartConnections = 100;
/** Of the rolling restart's connections, those that post impressions (the rest read and sign in). */
const impressionConnections = 20;
/** Long enough for HAProxy's checks to take a draining instance out (see haproxy.ts). */
const drainMs = safeDrainMs();
const curveSeconds = Number(process.env.SCALE_CURVE_SECONDS ?? 3);
const adminEmail = 'scale-admin@example.com';
const adminPassword = `scale-${randomBytes(12).toString('hex')}`;
const memberPassword = 'correct horse battery';
const stripeWebhookSecret = `whsec_scale_${randomBytes(8).toString('hex')}`;
const adSlotPath = '/api/ad-slot?slot=dashboard-primary&tier=builder&sector=Technology&country=NG';

let goalsMissed = 0;
function goal(label: string, met: boolean): void {
  if (!met) goalsMissed += 1;
  console.log(`goal ${label}: ${met ? 'met' : 'MISSED'}`);
}

/** Every instance signs and checks ad view tokens with it; the impressions below carry one each. */
const adTokenSecret = `scale-${randomBytes(24).toString('hex')}`;
const viewTokens = new SignedAdViewTokens(adTokenSecret);

let clientAddress = 0;
/** A client address of its own per call: the per-IP limits count real visitors, not this script. */
const nextClientIp = () => {
  clientAddress += 1;
  return `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
};

async function call(url: string, method: string, pathname: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      'x-forwarded-for': nextClientIp(),
      'user-agent': browserAgent,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const sessionCookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('commons_session='))
    ?.split(';')[0];
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    sessionCookie,
  };
}

/** Per-database timeouts: under transaction pooling no session setting may travel with a connection. */
async function setDatabaseTimeouts(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const setting of [
      "statement_timeout = '5s'",
      "lock_timeout = '2s'",
      "idle_in_transaction_session_timeout = '10s'",
    ])
      await client.query(`alter database "${database}" set ${setting}`);
  } finally {
    await client.end();
  }
}

interface Restart {
  name: string;
  /** From SIGTERM until HAProxy took the instance out of the rotation. */
  outMs: number;
  exit: { code: number | null; ms: number };
  /** From the new process's start until HAProxy took it back. */
  backMs: number;
}

interface ImpressionTally {
  sent: number;
  /** Answered 204: the server committed the impression before answering. */
  acknowledged: number;
  failed: number;
  /** `<count> x <status or error code>` */
  failures: string[];
}

/**
 * Posts impressions on `impressionConnections` connections until stopped, each with its own view
 * token as the ad-slot answer gives it (so each counts once, and none falls under the per-IP
 * budget of bare posts). Posted with fetch rather than autocannon so that each post's answer is
 * known exactly: after a reconnect autocannon matches an answer to the wrong request, and it
 * builds requests (calling setupRequest) that it never sends.
 */
function postImpressions(url: string, campaignId: string): { stop(): Promise<ImpressionTally> } {
  let stopping = false;
  let sequence = 0;
  let sent = 0;
  let acknowledged = 0;
  const failures = new Map<string, number>();
  const fail = (cause: string) => failures.set(cause, (failures.get(cause) ?? 0) + 1);
  const post = async () => {
    while (!stopping) {
      sequence += 1;
      const viewToken = viewTokens.issue(
        { campaignId, slotId: 'dashboard-primary', viewerId: `scale-${sequence}` },
        new Date(),
      );
      sent += 1;
      try {
        const response = await fetch(`${url}/api/ads/${campaignId}/impression`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': browserAgent },
          body: JSON.stringify({ viewToken }),
          // As the rest of the load: only a post unanswered after 30 s is a timeout.
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status === 204) acknowledged += 1;
        else fail(String(response.status));
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        fail(cause ?? (error instanceof Error ? error.name : String(error)));
      }
    }
  };
  const posting = Array.from({ length: impressionConnections }, post);
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(posting);
      const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
      return {
        sent,
        acknowledged,
        failed,
        failures: [...failures].map(([cause, count]) => `${count} x ${cause}`),
      };
    },
  };
}

/** The end of a log file, for a failure's report. */
async function logTail(file: string, lines = 40): Promise<string> {
  return (await readFile(file, 'utf8')).trimEnd().split('\n').slice(-lines).join('\n');
}

interface Instance {
  port: number;
  dataDir: string;
  server: RunningServer;
}

async function main(): Promise<boolean> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('scale:proof needs a PostgreSQL server: set DATABASE_URL or TEST_DATABASE_URL');
    return false;
  }
  process.env.DATABASE_URL = serverUrl;
  const dir = await mkdtemp(path.join(tmpdir(), 'commons-scale-'));
  const database: BenchDatabase = await prepareDatabase(dir);
  const databaseUrl = database.env.DATABASE_URL!;
  let pooler: Pooler | undefined;
  const stripe = await new StripeStub().start();
  const balancers: Balancer[] = [];
  const instances: Instance[] = [];
  // The instances share one outbox table: whichever dispatcher sends a message writes its .eml
  // file to its own data directory, so the newest code may be in any of them.
  const codeFromAnyInstance = (email: string) =>
    Promise.any(instances.map(({ dataDir }) => latestCode(dataDir, email)));
  try {
    await setDatabaseTimeouts(serverUrl, new URL(databaseUrl).pathname.slice(1));
    pooler = await startPgbouncer(dir, await freePort(), databaseUrl, 20);
    const pooled: BenchDatabase = { ...database, env: { DATABASE_URL: pooler.urlFor(databaseUrl) } };
    const env = {
      DATABASE_POOLER: 'transaction',
      DB_POOL_MAX: '10',
      SHUTDOWN_DRAIN_MS: String(drainMs),
      SHUTDOWN_TIMEOUT_MS: '15000',
      LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: 'true',
      AD_TOKEN_SECRET: adTokenSecret,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      // The Stripe adapter on every instance, against the stub this process serves.
      STRIPE_SECRET_KEY: 'sk_test_scale_proof',
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: 'https://commons.example.org',
    };
    const start = async (port: number, dataDir: string) =>
      startServer(dataDir, pooled, { ...env, PORT: String(port) });

    // Three instances started together on the fresh database, through the pooler.
    const started = performance.now();
    const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
    instances.push(
      ...(await Promise.all(
        ports.map(async (port, index) => {
          const dataDir = path.join(dir, `app${index + 1}`);
          await mkdir(dataDir);
          return { port, dataDir, server: await start(port, dataDir) };
        }),
      )),
    );
    console.log(
      `PgBouncer (transaction mode) on PostgreSQL, ${instanceCount} instances started together in ` +
        `${fixed((performance.now() - started) / 1000, 1)} s`,
    );
    const healthy = await Promise.all(instances.map(({ server }) => call(server.url, 'GET', '/api/health')));
    goal(
      'every instance healthy on the fresh database',
      healthy.every(({ status }) => status === 200),
    );

    // Journeys across instances.
    const [first, second, third] = instances.map(({ server }) => server.url) as [string, string, string];
    const email = `crossing-${randomBytes(4).toString('hex')}@example.org`;
    const signUp = await call(first, 'POST', '/api/users', {
      email,
      firstName: 'Ada',
      lastName: 'Obi',
      membershipTier: 'explorer',
    });
    const code = await codeFromAnyInstance(email);
    const verified = await call(second, 'POST', '/api/auth/verify-email', { email, code });
    // Sign-up takes no password: verification signs in, and the member then chooses one.
    await call(second, 'PUT', '/api/auth/password', { newPassword: memberPassword }, verified.sessionCookie);
    const signedIn = await call(third, 'POST', '/api/auth/login', { email, password: memberPassword });
    console.log(
      `journey: sign up on 1 (${signUp.status}), verify on 2 (${verified.status}), sign in on 3 (${signedIn.status})`,
    );
    goal(
      'sign up, verify and sign in on three instances',
      [signUp.status, verified.status, signedIn.status].join() === '201,200,200',
    );
    const admin = await call(first, 'POST', '/api/auth/login', {
      email: adminEmail,
      password: adminPassword,
    });
    const memberId =
      (signedIn.body.user as { id?: string } | undefined)?.id ?? (signedIn.body.id as string | undefined);
    const me = (url: string) => call(url, 'GET', '/api/auth/me', undefined, signedIn.sessionCookie);
    const before = (await Promise.all([second, third].map(me))).map(({ status }) => String(status));
    const changed = await call(
      first,
      'PATCH',
      `/api/admin/users/${memberId}`,
      { membershipStatus: 'inactive' },
      admin.sessionCookie,
    );
    const statuses = (await Promise.all([second, third].map(me))).map(({ status }) => String(status));
    // An inactive member's session is refused: the change shows as a 401 on every other instance.
    console.log(
      `journey: admin sets the member inactive on 1 (${changed.status}); /api/auth/me on 2 and 3 before: ` +
        `${before.join(', ')}, after: ${statuses.join(', ')}`,
    );
    goal(
      'admin change seen on the other instances at once',
      changed.status === 200 &&
        before.every((line) => line.startsWith('200')) &&
        statuses.every((line) => line === '401'),
    );

    // Stripe across instances: checkout on one, the webhooks through the balancer to whichever
    // instance HAProxy picks, the member paid on all three.
    const payer = `paying-${randomBytes(4).toString('hex')}@example.org`;
    await call(first, 'POST', '/api/users', {
      email: payer,
      firstName: 'Chidi',
      lastName: 'Okafor',
      membershipTier: 'explorer',
    });
    const payerSession = (
      await call(second, 'POST', '/api/auth/verify-email', {
        email: payer,
        code: await codeFromAnyInstance(payer),
      })
    ).sessionCookie;
    const checkout = await call(
      third,
      'POST',
      '/api/billing/checkout',
      { tier: 'builder', planType: 'monthly' },
      payerSession,
    );
    const sessionId = checkout.body.sessionId as string;
    const subscription = stripe.completeSession(sessionId);
    const webhookBalancer = await startHaproxy(dir, await freePort(), ports);
    const webhooks: number[] = [];
    for (const payload of [
      stripe.checkoutCompleted(sessionId, subscription.id),
      stripe.invoiceEvent('invoice.paid', subscription.id),
    ]) {
      const delivered = await fetch(`${webhookBalancer.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signNotification(payload, stripeWebhookSecret),
        },
        body: payload,
      });
      await delivered.text();
      webhooks.push(delivered.status);
    }
    await webhookBalancer.stop();
    const readPaidOn = () =>
      Promise.all(
        instances.map(async ({ server }) => {
          const answer = await call(server.url, 'GET', '/api/auth/me', undefined, payerSession);
          return `${answer.body.paymentStatus as string}/${answer.body.membershipTier as string}`;
        }),
      );
    // The webhook answers before applying: the instance that stored an event applies it moments
    // later (or another one, on its next poll). Read until all three agree, for at most 30 s.
    const paidDeadline = Date.now() + 30_000;
    let paidOn = await readPaidOn();
    while (!paidOn.every((line) => line === 'paid/builder') && Date.now() < paidDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      paidOn = await readPaidOn();
    }
    console.log(
      `journey: checkout on 3 (${checkout.status}), Stripe webhooks through HAProxy (${webhooks.join(', ')}); ` +
        `payment status/tier on 1, 2 and 3: ${paidOn.join(', ')}`,
    );
    goal(
      'Stripe checkout on one instance, webhook through HAProxy, member paid on all three',
      checkout.status === 200 &&
        webhooks.every((status) => status === 200) &&
        paidOn.every((line) => line === 'paid/builder'),
    );

    // Accounts for the login share of the load: the per-account limit counts attempts in flight.
    const loginAccounts = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const account = `load-${index}-${randomBytes(3).toString('hex')}@example.org`;
        await call(first, 'POST', '/api/users', {
          email: account,
          firstName: 'Load',
          lastName: 'Tester',
          membershipTier: 'explorer',
        });
        const accountCode = await codeFromAnyInstance(account);
        const accountVerified = await call(second, 'POST', '/api/auth/verify-email', {
          email: account,
          code: accountCode,
        });
        await call(
          second,
          'PUT',
          '/api/auth/password',
          { newPassword: memberPassword },
          accountVerified.sessionCookie,
        );
        return account;
      }),
    );
    let loginSequence = 0;

    // A campaign to fill the slot and to count impressions on.
    const campaign = await call(
      first,
      'POST',
      '/api/ads',
      {
        name: 'Scale proof',
        slotId: 'dashboard-primary',
        imageUrl: 'https://ads.example.com/scale.png',
        alt: 'Scale proof sponsor',
        clickUrl: 'https://sponsor.example.com/scale',
        status: 'active',
        weight: 1,
        startAt: null,
        endAt: null,
        tiers: [],
        sectors: [],
        countries: [],
      },
      admin.sessionCookie,
    );
    if (campaign.status !== 201) throw new Error(`POST /api/ads answered ${campaign.status}`);
    const campaignId = campaign.body.id as string;
    const impressionsCounted = async () => {
      const listed = await call(first, 'GET', '/api/ads', undefined, admin.sessionCookie);
      const campaigns = listed.body as unknown as { id: string; impressions: number }[];
      return campaigns.find((entry) => entry.id === campaignId)?.impressions ?? Number.NaN;
    };

    // Scaling curve: the read path through HAProxy with 1, 2 and 3 instances.
    const curve: number[] = [];
    for (let count = 1; count <= instanceCount; count += 1) {
      const balancer = await startHaproxy(dir, await freePort(), ports.slice(0, count));
      const result = await autocannon({
        url: balancer.url,
        connections: restartConnections,
        duration: curveSeconds,
        timeout: 10,
        requests: [
          { method: 'GET', path: adSlotPath },
          { method: 'GET', path: '/api/knowledge' },
        ],
      });
      await balancer.stop();
      curve.push(result.requests.average);
      if (failedRequests(result) > 0) console.log(describeFailures(result));
      console.log(
        `scaling curve: ${count} instance(s) ${fixed(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
          `failed ${failedRequests(result)}`,
      );
    }

    const gone = instances.filter(({ server }) => server.exitCode() !== null);
    if (gone.length > 0)
      throw new Error(
        `instances exited during the curve: ${gone.map(({ server }) => server.exitCode()).join(', ')}`,
      );

    // Rolling restart under load.
    const balancer = await startHaproxy(dir, await freePort(), ports);
    balancers.push(balancer);
    const countedBefore = await impressionsCounted();
    const impressions = postImpressions(balancer.url, campaignId);
    const asNextMember = (request: AutocannonRequest): AutocannonRequest => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': nextClientIp() },
      body: JSON.stringify({
        email: loginAccounts[(loginSequence += 1) % loginAccounts.length],
        password: memberPassword,
      }),
    });
    const json = { 'content-type': 'application/json', 'user-agent': browserAgent };
    // The slot from visitors' browsers, each from an address of its own: a nameless client is a
    // bot (shown no ad), and one address gets a limited number of view tokens a minute.
    const adSlot: AutocannonRequest = {
      method: 'GET',
      path: adSlotPath,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'user-agent': browserAgent, 'x-forwarded-for': nextClientIp() },
      }),
    };
    const reads: AutocannonRequest[] = [
      adSlot,
      { method: 'GET', path: '/api/knowledge' },
      adSlot,
      { method: 'GET', path: '/', headers: { accept: 'text/html' } },
      adSlot,
    ];
    // Reads, with one sign-in (argon2id, the costly request) in every 11.
    const requests: AutocannonRequest[] = [
      ...reads,
      ...reads,
      { method: 'POST', path: '/api/auth/login', headers: json, setupRequest: asNextMember },
    ];
    let load!: ReturnType<typeof autocannon>;
    const loaded = new Promise<AutocannonResult>((resolve, reject) => {
      load = autocannon(
        // A loaded 2-core machine queues requests for seconds; only a request unanswered after
        // 30 s counts as failed (a timeout).
        {
          url: balancer.url,
          connections: restartConnections - impressionConnections,
          duration: 300,
          timeout: 30,
          requests,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    await delay(2_000);
    const restarts: Restart[] = [];
    for (const [index, instance] of instances.entries()) {
      const name = `app${index + 1}`;
      const stopping = instance.server.stop();
      // HAProxy must take it out while it still accepts, that is within its drain.
      const outMs = await balancer.waitForServer(name, 'DOWN');
      const exit = await stopping;
      instance.server = await start(instance.port, instance.dataDir);
      // Back in the rotation (rise) before the next one goes, as a deployment's rolling update waits.
      restarts.push({ name, outMs, exit, backMs: await balancer.waitForServer(name, 'UP') });
    }
    await delay(2_000);
    // The impressions stop first and every one posted has its answer; then the rest of the load.
    const posted = await impressions.stop();
    load.stop();
    const result = await loaded;
    // Every acknowledged impression was committed before its answer: the counter is final now.
    const counted = (await impressionsCounted()) - countedBefore;
    const failed = failedRequests(result) + posted.failed;
    console.log(
      `rolling restart at ${restartConnections} connections: ${result.requests.total + posted.sent} requests`,
    );
    // Out after its drain (checks starved on an overloaded machine): requests still sent to it once
    // its listener closed were refused and redispatched (conn-failure), so this alone fails nothing.
    for (const { name, outMs, exit, backMs } of restarts)
      console.log(
        `  ${name}: out of the rotation ${fixed(outMs / 1000, 1)} s after SIGTERM ` +
          `(drain ${fixed(drainMs / 1000, 1)} s${outMs < drainMs ? '' : ', LATE'}), ` +
          `exit ${exit.code} after ${fixed(exit.ms / 1000, 1)} s, back ${fixed(backMs / 1000, 1)} s after its start`,
      );
    console.log(`failed requests: ${failed}`);
    if (failedRequests(result) > 0) console.log(describeFailures(result));
    if (posted.failed > 0) console.log(`  impression failures: ${posted.failures.join(', ')}`);
    if (failed > 0)
      console.log(`  HAProxy's log of them: ${balancer.logFile}\n${await logTail(balancer.logFile)}`);
    console.log(
      `impressions posted: ${posted.acknowledged} counted: ${counted} (sent ${posted.sent}; posted counts the 204 answers)`,
    );
    goal('0 failed requests through the rolling restart', failed === 0);
    goal('impressions posted = counted', posted.acknowledged === counted);
    goal(
      'every instance exited 0',
      restarts.every(({ exit }) => exit.code === 0),
    );
    return goalsMissed === 0;
  } finally {
    await Promise.all(balancers.map((balancer) => balancer.stop()));
    await Promise.all(instances.map(({ server }) => server.stop()));
    await pooler?.stop();
    await stripe.stop();
    await database.drop();
    if (process.env.SCALE_KEEP) console.log(`kept ${dir} (instance logs in app*/server.log)`);
    else await rm(dir, { recursive: true, force: true });
  }
}

process.exitCode = (await main()) ? 0 : 1;
