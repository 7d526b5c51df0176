/**
 * `npm run bench:admin`: the console's member list at 100,000 members on PostgreSQL
 * (DATABASE_URL, else TEST_DATABASE_URL: a fresh database is created on that server and dropped
 * afterwards). Starts the production entry point, seeds the members in one SQL statement (and the
 * history the business figures read), signs the ADMIN_EMAIL admin in, then times search, filter,
 * deep page and the stat cards one request at a time (p50/p95 over BENCH_REQUESTS requests each),
 * then the business figures (`/api/admin/insights`, the default twelve months), and streams the whole
 * `members.csv` export while sampling the server's resident memory. Goals: p95 <= 100 ms for the
 * member list, <= 200 ms for the figures; the export <= 5 s with flat memory (its peak barely
 * above the server's memory before it). Loopback traffic only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareDatabase, rssMb, startServer, type RunningServer } from './bench-server.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const admin = { email: 'bench-admin@commons.test', password: 'bench admin password' };

const tiers = ['explorer', 'builder', 'leader', 'catalyst', 'guardian'];
const statuses = ['pending', 'active', 'inactive'];

async function seed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (membership_id, email, password_hash, first_name, last_name, organization,
         membership_tier, billing_cycle, membership_status, payment_status, created_at, updated_at)
       select 'MC-B-' || g, 'member' || g || '@bench' || (g % 97) || '.example.org', 'not-a-hash',
         'First' || g, 'Last' || (g % 5000), 'Organisation ' || (g % 2000),
         ($1::text[])[1 + g % 5], case when g % 5 = 0 then null when g % 7 = 0 then 'yearly' else 'monthly' end,
         ($2::text[])[1 + g % 3], case when g % 4 = 0 then 'unpaid' else 'paid' end,
         now() - make_interval(secs => g), now()
       from generate_series(1, $3::int) as g`,
      [tiers, statuses, members],
    );
    await seedBusinessHistory(client);
    // As autovacuum leaves them after a bulk load: visible to index-only scans, with statistics.
    for (const table of ['users', 'membership_status_history', 'payments', 'newsletter_subscribers'])
      await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
}

/**
 * What the business figures read, spread over two years: each member's opening entry, then paid
 * a minute later on a priced tier; those unpaid now lapsed twenty days on. One payment per month
 * paid (up to a year's), and a newsletter subscriber for every third member.
 */
async function seedBusinessHistory(client: pg.Client): Promise<void> {
  const joined = `now() - make_interval(days => u.n % 730, secs => u.n)`;
  const seeded = `(select id, membership_tier, billing_cycle, payment_status,
      cast(substr(membership_id, 6) as int) as n from users where membership_id like 'MC-B-%') u`;
  await client.query(
    `insert into membership_status_history (user_id, from_status, to_status, from_payment_status,
       to_payment_status, from_tier, to_tier, from_billing_cycle, to_billing_cycle, reason, created_at)
     select u.id, null, 'pending', null, case when u.billing_cycle is null then 'paid' else 'unpaid' end,
       null, u.membership_tier, null, u.billing_cycle, 'registered', ${joined}
       from ${seeded}`,
  );
  await client.query(
    `insert into membership_status_history (user_id, from_status, to_status, from_payment_status,
       to_payment_status, from_tier, to_tier, from_billing_cycle, to_billing_cycle, reason, created_at)
     select u.id, 'pending', 'active', 'unpaid', 'paid', u.membership_tier, u.membership_tier,
       u.billing_cycle, u.billing_cycle, 'payment:checkout-completed', ${joined} + interval '1 minute'
       from ${seeded} where u.billing_cycle is not null`,
  );
  await client.query(
    `insert into membership_status_history (user_id, from_status, to_status, from_payment_status,
       to_payment_status, from_tier, to_tier, from_billing_cycle, to_billing_cycle, reason, created_at)
     select u.id, 'active', 'pending', 'paid', 'unpaid', u.membership_tier, u.membership_tier,
       u.billing_cycle, u.billing_cycle, 'payment:subscription-deleted', ${joined} + interval '20 days'
       from ${seeded} where u.billing_cycle is not null and u.payment_status = 'unpaid'`,
  );
  await client.query(
    `insert into payments (user_id, provider_payment_id, tier, plan_type, amount_cents, paid_at, receipt_number)
     select u.id, 'in_bench_' || u.n || '_' || month, u.membership_tier, u.billing_cycle,
       case when u.billing_cycle = 'yearly' then 7950 else 795 end,
       ${joined} + make_interval(months => month, mins => 1),
       (select coalesce(max(receipt_number), 0) from payments) + row_number() over ()
       from ${seeded}, generate_series(0, 11) as month
      where u.billing_cycle is not null and u.payment_status = 'paid'
        and (u.billing_cycle = 'monthly' or month = 0)
        and ${joined} + make_interval(months => month) < now()`,
  );
  await client.query(
    `insert into newsletter_subscribers (email, confirmed_at, confirmation_digest, confirmation_expires_at,
       unsubscribe_token, created_at)
     select 'reader' || g || '@bench.example.org', now() - make_interval(days => g % 730, secs => g),
       'bench-digest-' || g, now(), 'bench-token-' || g, now() - make_interval(days => g % 730, secs => g)
       from generate_series(1, $1::int / 3) as g`,
    [members],
  );
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function time(label: string, url: (i: number) => string, cookie: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url(i), { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 0.95);
  console.log(
    `${label.padEnd(34)} p50 ${percentile(samples, 0.5).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`,
  );
  return p95;
}

/**
 * Reads the whole export as a client would, sampling the server's RSS meanwhile: memory that stays
 * near where it started while every row goes by is what streaming means.
 */
async function timeExport(url: string, cookie: string, pid: number): Promise<void> {
  const before = await rssMb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`members.csv: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `CSV export members.csv             ${seconds.toFixed(2)} s, ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB: ${seconds <= 5 ? 'meets' : 'misses'} the 5 s goal`,
  );
  console.log(
    `server RSS before ${before.toFixed(0)} MB, peak during the export ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  );
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ||= process.env.TEST_DATABASE_URL;
  if (!process.env.DATABASE_URL)
    throw new Error('bench:admin needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-admin-'));
  const database = await prepareDatabase(dataDir);
  let server: RunningServer | undefined;
  try {
    server = await startServer(dataDir, database, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    });
    const seeding = performance.now();
    await seed(database.env.DATABASE_URL!);
    console.log(
      `Seeded ${members.toLocaleString('en-US')} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`Admin login failed: ${login.status}`);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const users = `${server.url}/api/admin/users`;
    const total = (await fetch(`${users}?limit=1`, { headers: { cookie } })).headers.get('x-total-count');
    console.log(`X-Total-Count ${total}; ${requests} requests per figure, one at a time`);

    const p95s = [
      await time(
        'search ?q=<part of an e-mail>',
        (i) => `${users}?q=member${(i * 7919) % members}@&limit=25`,
        cookie,
      ),
      await time('search ?q=<organisation>', (i) => `${users}?q=Organisation%20${i % 2000}&limit=25`, cookie),
      await time(
        'filter tier+status+payment',
        (i) => `${users}?tier=${tiers[i % 5]}&status=active&payment=paid&limit=25`,
        cookie,
      ),
      await time('first page ?limit=25', () => `${users}?limit=25`, cookie),
      await time('deep page ?offset=50000', (i) => `${users}?limit=25&offset=${50_000 + i * 25}`, cookie),
      await time('sort by name, page 100', () => `${users}?sort=name&limit=25&offset=2500`, cookie),
      await time('stat cards', () => `${users}/stats`, cookie),
    ];
    const worst = Math.max(...p95s);
    console.log(`worst p95 ${worst.toFixed(1)} ms: ${worst <= 100 ? 'meets' : 'misses'} the 100 ms goal`);
    const insightsP95 = await time(
      'insights, last 12 months',
      () => `${server!.url}/api/admin/insights`,
      cookie,
    );
    console.log(
      `insights p95 ${insightsP95.toFixed(1)} ms: ${insightsP95 <= 200 ? 'meets' : 'misses'} the 200 ms goal`,
    );
    await timeExport(`${server.url}/api/admin/members.csv`, cookie, server.pid);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
