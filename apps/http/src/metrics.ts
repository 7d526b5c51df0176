/**
 * The Prometheus metrics of one server: HTTP requests, the database pool, the event loop (with
 * Node's default process metrics), and the product's events. One registry per server, so several
 * servers in one test process never share counters.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BuildInfo, BusinessEvents, WorkQueueFigures } from '@commons/container';

export interface PoolReader {
  (): Promise<{ inUse: number; waiting: number } | null>;
}

export interface WorkQueueReader {
  (): Promise<WorkQueueFigures>;
}

export interface Metrics {
  readonly registry: Registry;
  readonly events: BusinessEvents;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** Where the pool figures come from, once the database is open. */
  readPoolFrom(reader: PoolReader): void;
  /**
   * Where the outbox, payment event and send figures come from, once the database is open; and
   * whether the instance is draining, for `commons_ready`.
   */
  readWorkQueuesFrom(reader: WorkQueueReader, options?: { draining?: () => boolean }): void;
  /** `commons_build_info{version,commit} 1`. */
  describeBuild(build: BuildInfo): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  let readPool: PoolReader = async () => null;
  const pool = async (gauge: Gauge, pick: (usage: { inUse: number; waiting: number }) => number) => {
    const usage = await readPool();
    gauge.set(usage ? pick(usage) : 0);
  };
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL pool connections lent to a request (0 on the embedded database)',
    registers: [registry],
    collect() {
      return pool(this, (usage) => usage.inUse);
    },
  });
  new Gauge({
    name: 'db_pool_requests_waiting',
    help: 'Requests waiting for a PostgreSQL pool connection (0 on the embedded database)',
    registers: [registry],
    collect() {
      return pool(this, (usage) => usage.waiting);
    },
  });
  const readWorkQueue = workQueueGauges(registry);
  const buildInfo = new Gauge({
    name: 'commons_build_info',
    help: 'The version and commit running (always 1)',
    labelNames: ['version', 'commit'],
    registers: [registry],
  });
  const counter = (name: string, help: string, labelNames: string[] = []) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const adsServed = counter('commons_ads_served_total', 'Ads chosen for a slot and sent to a page');
  const impressions = counter('commons_ad_impressions_total', 'Ad impressions counted');
  const clicks = counter('commons_ad_clicks_total', 'Ad clicks counted');
  const paymentEvents = counter(
    'commons_payment_events_total',
    'Payment events received, by outcome (applied, duplicate, ignored)',
    ['outcome'],
  );
  const mails = counter(
    'commons_emails_total',
    'E-mails handed to the mail server, by result (sent, failed)',
    ['result'],
  );
  // A labelled series prints nothing until its first increment: each outcome is at 0 from the start,
  // so a rate or an alert over it has a series to read.
  for (const outcome of ['applied', 'duplicate', 'ignored'] as const) paymentEvents.inc({ outcome }, 0);
  for (const result of ['sent', 'failed'] as const) mails.inc({ result }, 0);
  return {
    registry,
    events: {
      adServed: () => adsServed.inc(),
      adImpression: () => impressions.inc(),
      adClick: () => clicks.inc(),
      paymentEvent: (outcome) => paymentEvents.inc({ outcome }),
      mail: (result) => mails.inc({ result }),
    },
    observeRequest(labels, seconds) {
      duration.observe(labels, seconds);
      requests.inc(labels);
    },
    readPoolFrom(reader) {
      readPool = reader;
    },
    readWorkQueuesFrom: readWorkQueue,
    describeBuild({ version, commit }) {
      buildInfo.reset();
      buildInfo.set({ version, commit }, 1);
    },
  };
}

/**
 * The background queues' gauges, read from the database at scrape time, and readiness. One scrape
 * collects every gauge at once: they share one query. Until the database is open, or when a read
 * fails, the queue gauges keep their last figures (0 at first) and `commons_ready` says 0.
 */
function workQueueGauges(registry: Registry): Metrics['readWorkQueuesFrom'] {
  let read: WorkQueueReader | undefined;
  let draining: () => boolean = () => false;
  let inFlight: Promise<WorkQueueFigures | undefined> | undefined;
  const figures = () =>
    (inFlight ??= (read ? read().catch(() => undefined) : Promise.resolve(undefined)).finally(() => {
      inFlight = undefined;
    }));
  const gauge = (name: string, help: string, pick: (figures: WorkQueueFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const current = await figures();
        if (current) this.set(pick(current));
      },
    });
  new Gauge({
    name: 'commons_ready',
    help: 'Whether the instance is ready: its database answers and it is not shutting down (1 or 0)',
    registers: [registry],
    async collect() {
      const current = await figures();
      this.set(current && !draining() ? 1 : 0);
    },
  });
  gauge('commons_outbox_pending', 'E-mails in the outbox waiting to be sent', (f) => f.mailPending);
  gauge('commons_outbox_failed', 'E-mails given up after their last attempt', (f) => f.mailFailed);
  gauge(
    'commons_outbox_oldest_pending_age_seconds',
    'How long the oldest e-mail waiting in the outbox has waited (0 when none waits)',
    (f) => f.mailOldestPendingAgeSeconds,
  );
  gauge(
    'commons_payment_events_pending',
    'Received payment events waiting to be applied',
    (f) => f.paymentEventsPending,
  );
  gauge(
    'commons_payment_events_failed',
    'Received payment events given up after their last attempt',
    (f) => f.paymentEventsFailed,
  );
  gauge('commons_sends_sending', 'Article sends being mailed', (f) => f.sendsSending);
  gauge(
    'commons_send_recipients_pending',
    'Recipients of article sends still to be mailed',
    (f) => f.sendRecipientsPending,
  );
  return (reader, options = {}) => {
    read = reader;
    if (options.draining) draining = options.draining;
  };
}
