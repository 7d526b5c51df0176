/**
 * The in-process HTTP test harness: the real `createHttpApp` (every middleware, real sessions)
 * over the real container, on this file's own copy of the run's migrated test database, seeded
 * once at start as the server would. Tests speak HTTP to it and sign in with real session cookies.
 * Journeys (tests/) keep only what crosses processes: the entry point, two instances, a browser.
 */
import { mkdtemp, rename, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTemplate, type TestDatabaseKind } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import {
  AccountTokens,
  createContainer,
  InfrastructureTokens,
  KnowledgeTokens,
  loadConfig,
  MailTokens,
  PaymentTokens,
  SendTokens,
  prepareDatabase,
  type AppContainer,
  type ContainerOptions,
} from '@commons/container';
import type { MemberView } from '@commons/core/members/member';
import type { NewMember } from '@commons/core/members/member-repository';
import { startSession } from '@commons/core/accounts/sessions';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { toMemberView } from '@commons/core/members/member';
import { createHttpApp } from '../app.ts';
import type { Metrics } from '../metrics.ts';
import { connectMetrics } from '../server.ts';
import { sessionCookieName } from '../middleware/authentication.ts';
import { request, type RequestOptions, type RequestTarget, type TestResponse } from './request.ts';

export interface TestAppOptions {
  kind?: TestDatabaseKind;
  /** Extra environment, as the server would read it (e.g. STRIPE_SECRET_KEY). */
  env?: Record<string, string>;
  override?: ContainerOptions['override'];
  /** Serve the built web app, its pages rendered by the built server renderer (see app.ts). */
  web?: { webRoot: string; rendererFile: string };
  /** Count requests and serve `GET /metrics` (with METRICS_TOKEN), its figures read as the server reads them. */
  metrics?: Metrics;
}

export interface SignedIn {
  member: MemberView;
  cookie: string;
}

/** Where a server under test answers and keeps its files (the .eml outbox): the harness or a child process. */
export interface ServerUnderTest extends RequestTarget {
  dataDir: string;
}

export interface TestApp extends ServerUnderTest {
  container: AppContainer;
  settleMail(): Promise<unknown>;
  /** Runs work in its own database context, to read or arrange through the ports directly. */
  inScope<R>(work: () => Promise<R>): Promise<R>;
  /** `request` (./request.ts) to this app. */
  request(method: string, pathAndQuery: string, options?: RequestOptions): Promise<TestResponse>;
  /**
   * Applies the payment notifications stored so far (the webhook answers before applying them),
   * then delivers the mail that sent; the server's own worker does this moments later.
   */
  settlePayments(): Promise<void>;
  /** Mails every due recipient of the started sends (the server's deliverer does this at its rate). */
  settleSends(): Promise<void>;
  /** Stores a verified, active member (an admin with `staffRole: 'admin'`) and starts a real session. */
  signIn(overrides?: Partial<NewMember>): Promise<SignedIn>;
  stop(): Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-http-test-'));
  const target = await copyTemplate(testDatabaseTemplates(), options.kind);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests stand in for a reverse proxy: each client sends its own X-Forwarded-For, so per-IP
    // limits of one test do not hit the next.
    TRUST_PROXY: 'true',
    ...options.env,
  };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  // The embedded database lives in DATA_DIR/pglite.
  else await rename(target.dir!, path.join(dataDir, 'pglite'));
  const container = await createContainer(loadConfig(env), { override: options.override });
  await prepareDatabase(container);
  // As the server does: the outbox's messages reach DATA_DIR/outbox (or SMTP_URL) moments later.
  const mailDispatcher = container.resolve(MailTokens.MailDispatcher);
  mailDispatcher.start();
  const paymentEventWorker = container.resolve(PaymentTokens.PaymentEventWorker);
  paymentEventWorker.start();
  const sendDeliverer = container.resolve(SendTokens.SendDeliverer);
  sendDeliverer.start();
  if (options.metrics) connectMetrics(options.metrics, container, { draining: false });
  const app = createHttpApp(container, { ...options.web, metrics: options.metrics });
  const articlePublisher = container.resolve(KnowledgeTokens.ArticlePublisher);
  articlePublisher.start();
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inScope = container.resolve(InfrastructureTokens.DatabaseScope);
  const settleMail = () => mailDispatcher.flush();

  return {
    url,
    dataDir,
    container,
    inScope,
    settleMail,
    async settleSends() {
      await sendDeliverer.flush();
    },
    async settlePayments() {
      await paymentEventWorker.flush();
      await settleMail();
    },
    // Whatever a request puts in the mail outbox is delivered before the test reads on, so tests
    // read the outbox without polling (the server's dispatcher does this moments later).
    request: (method, pathAndQuery, options) => request({ url, settleMail }, method, pathAndQuery, options),
    signIn: (overrides = {}) =>
      inScope(async () => {
        const stored = await container.resolve(AccountTokens.MemberRepository).create(
          aNewMember({
            emailVerifiedAt: new Date(),
            membershipStatus: 'active',
            paymentStatus: 'paid',
            ...overrides,
          }),
        );
        const session = await startSession(
          {
            sessions: container.resolve(AccountTokens.SessionStore),
            secrets: container.resolve(AccountTokens.SecretGenerator),
            clock: container.resolve(InfrastructureTokens.Clock),
          },
          stored.id,
          'password',
        );
        return { member: toMemberView(stored), cookie: `${sessionCookieName}=${session.token}` };
      }),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await paymentEventWorker.stop();
      await sendDeliverer.stop();
      await articlePublisher.stop();
      await mailDispatcher.stop();
      await container.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
