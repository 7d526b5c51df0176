/**
 * `[RECIPIENTS=n] npm run bench:send`: one article sent to 100,000 confirmed subscribers through
 * the production entry point and a local SMTP sink in this process, with the server stopped
 * (SIGTERM) and started again in the middle. Prints how long the enqueue took (the POST), the
 * delivery rate, duplicates and lost mails at the sink, and the server's RSS growth.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { migrate, openOrm } from '@commons/adapters/persistence/orm';
import { fixed, idleRssMb, prepareDatabase, rssMb, startServer, type RunningServer } from './bench-server.ts';

const recipients = Number(process.env.RECIPIENTS ?? 100_000);
const rate = process.env.MAIL_SEND_RATE ?? '400';
const admin = { email: 'bench-admin@example.org', password: 'bench-admin-password' };

const received = new Map<string, number>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      for (const { address } of session.envelope.rcptTo)
        received.set(address, (received.get(address) ?? 0) + 1);
      callback();
    });
  },
});
// A server stopped mid-send drops its connections: the sink's concern is only what it received.
sink.on('error', () => {});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpPort = (sink.server.address() as AddressInfo).port;

const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-send-'));
const database = await prepareDatabase(dataDir);
const orm = await openOrm(database.target);
await migrate(orm);
await orm.em.getConnection().execute(
  `insert into newsletter_subscribers (id, email, confirmed_at, confirmation_digest, confirmation_expires_at, unsubscribe_token, created_at)
   select gen_random_uuid(), 'reader-' || n || '@example.org', now(), 'digest-' || n, now(), 'token-' || n, now()
   from generate_series(1, ?) as n`,
  [recipients],
);
await orm.close();

const env = {
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_SEND_RATE: rate,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  LOG_LEVEL: 'warn',
};
let server: RunningServer = await startServer(dataDir, database, env);

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const login = await call('POST', '/api/auth/login', '', admin);
const cookie = login.response.headers
  .getSetCookie()
  .map((entry) => entry.split(';')[0])
  .join('; ');
const article = await call('POST', '/api/admin/articles', cookie, {
  title: 'Bench findings',
  slug: 'bench-findings',
  category: 'Research',
  excerpt: 'A send to everyone.',
  content: 'Opening paragraph.\n\nWe asked **twelve** founders.\n\nThe findings, at some length.',
});
const articleId = article.body.id as string;
await call('PATCH', `/api/admin/articles/${articleId}`, cookie, { published: true });

// Settled first: right after start-up the server still holds its start's garbage.
const rssBefore = await idleRssMb(server.pid);
let rssPeak = rssBefore;
const posted = performance.now();
const send = await call('POST', `/api/admin/articles/${articleId}/send`, cookie, { segment: 'everyone' });
const enqueueSeconds = (performance.now() - posted) / 1000;
const sendId = send.body.id as string;

let downMs = 0;
let restarted = false;
let progress: Record<string, unknown>;
for (;;) {
  await delay(1000);
  progress = (await call('GET', `/api/admin/sends/${sendId}`, cookie)).body;
  rssPeak = Math.max(rssPeak, await rssMb(server.pid));
  if (progress.status === 'sent' || progress.status === 'failed') break;
  if (!restarted && Number(progress.sent) >= recipients / 2) {
    restarted = true;
    const stopped = performance.now();
    await server.stop();
    server = await startServer(dataDir, database, env);
    downMs = performance.now() - stopped;
  }
}
const deliverySeconds = (performance.now() - posted - downMs) / 1000 - enqueueSeconds;
await server.stop();
sink.close();

const duplicates = [...received.values()].filter((count) => count > 1).length;
console.log(`recipients: ${progress.recipients}, sent: ${progress.sent}, failed: ${progress.failed}`);
console.log(`enqueue seconds: ${fixed(enqueueSeconds, 1)}`);
console.log(
  `delivered per second: ${fixed(received.size / deliverySeconds)} (restart excluded: ${fixed(downMs / 1000, 1)} s down)`,
);
console.log(`duplicates: ${duplicates}`);
console.log(`lost: ${recipients - received.size}`);
console.log(
  `server RSS growth: ${fixed(rssPeak - rssBefore)} MB (${fixed(rssBefore)} -> ${fixed(rssPeak)} MB)`,
);
await database.drop();
await rm(dataDir, { recursive: true, force: true });
