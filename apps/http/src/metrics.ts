/**
 * The Prometheus metrics of one server: HTTP requests, the database pool, the event loop (with
 * Node's default process metrics), and the product's events. One registry per server, so several
 * servers in one test process never share counters.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BusinessEvents } from '@commons/container';

export interface PoolReader {
  (): Promise<{ inUse: number; waiting: number } | null>;
}

export interface Metrics {
  readonly registry: Registry;
  readonly events: BusinessEvents;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** Where the pool figures come from, once the database is open. */
  readPoolFrom(reader: PoolReader): void;
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
  };
}
