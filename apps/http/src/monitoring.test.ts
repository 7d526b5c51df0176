/**
 * What an operator watches: `/metrics` from a fresh start (every series there, at 0), the version
 * and commit it reports, the shipped alert rules and Grafana dashboard naming only series it
 * exports, and the mail-stuck rule firing during an SMTP outage. Time is the app's clock, moved by
 * the test: nobody waits 15 minutes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InfrastructureTokens } from '@commons/container';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { createMetrics } from './metrics.ts';
import {
  dashboardExpressions,
  exportedNames,
  metricNamesIn,
  readAlertRules,
  thresholdRule,
  valueIn,
  type AlertState,
} from './testing/alert-rules.ts';
import { freePort } from './testing/free-port.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const alertsFile = `${root}docs/monitoring/alerts.yml`;
const dashboardFile = `${root}docs/monitoring/grafana-dashboard.json`;
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
const token = 'a-metrics-token-for-monitoring';

describe('monitoring', () => {
  // SMTP is down for the whole file: nothing listens on its port.
  let app: TestApp;
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    app = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, METRICS_TOKEN: token },
      override: (bindings) => bindings.rebind(InfrastructureTokens.Clock).toConstantValue(clock),
      metrics: createMetrics(),
    });
  });
  afterAll(() => app?.stop());

  const scrape = async () => {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('exports every series from a fresh start, the queue gauges and counters at 0', async () => {
    const text = await scrape();
    const { commit } = app.container.resolve(InfrastructureTokens.BuildInfo);
    expect(commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(text).toContain(`commons_build_info{version="${version}",commit="${commit}"} 1`);
    expect(valueIn(text, 'commons_ready')).toBe(1);
    for (const gauge of [
      'commons_outbox_pending',
      'commons_outbox_failed',
      'commons_outbox_oldest_pending_age_seconds',
      'commons_payment_events_pending',
      'commons_payment_events_failed',
      'commons_sends_sending',
      'commons_send_recipients_pending',
    ]) {
      expect(valueIn(text, gauge), gauge).toBe(0);
    }
    for (const series of [
      'commons_payment_events_total{outcome="applied"}',
      'commons_payment_events_total{outcome="duplicate"}',
      'commons_payment_events_total{outcome="ignored"}',
      'commons_emails_total{result="sent"}',
      'commons_emails_total{result="failed"}',
    ]) {
      expect(valueIn(text, series), series).toBe(0);
    }
  });

  it('reports the version and commit on GET /api/health', async () => {
    const { commit } = app.container.resolve(InfrastructureTokens.BuildInfo);
    expect(await (await fetch(`${app.url}/api/health`)).json()).toEqual({ status: 'ok', version, commit });
  });

  it('ships alert rules and a dashboard that name only exported series', async () => {
    const exported = exportedNames(await scrape());
    const rules = readAlertRules(alertsFile);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'CommonsMailStuck',
        'CommonsPaymentEventsFailing',
        'CommonsServerErrors',
        'CommonsNotReady',
      ]),
    );
    const expressions = [...rules.map((rule) => rule.expr), ...dashboardExpressions(dashboardFile)];
    expect(expressions.length).toBeGreaterThan(rules.length);
    for (const expr of expressions) {
      const names = metricNamesIn(expr);
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${name} in ${expr}`).toBe(true);
    }
  });

  it('with SMTP down, raises the outbox gauges and fires the mail-stuck rule once mail has waited 15 minutes', async () => {
    const signUp = await app.request('POST', '/api/users', {
      headers: { 'x-forwarded-for': '203.0.113.80' },
      body: {
        email: 'stuck-mail@example.org',
        firstName: 'Ada',
        lastName: 'Obi',
        password: 'correct horse battery',
        membershipTier: 'explorer',
      },
    });
    expect(signUp.status).toBe(201);

    const rule = thresholdRule(
      readAlertRules(alertsFile).find((candidate) => candidate.alert === 'CommonsMailStuck')!,
    );
    expect(rule.metric).toBe('commons_outbox_oldest_pending_age_seconds');
    const states: AlertState[] = [];
    const ages: number[] = [];
    // An evaluation every 3 minutes (Prometheus evaluates far more often; the rule's `for:` is what counts).
    for (let minute = 0; minute <= 24; minute += 3) {
      if (minute > 0) clock.advanceSeconds(180);
      const text = await scrape();
      expect(valueIn(text, 'commons_outbox_pending')).toBeGreaterThan(0);
      ages.push(valueIn(text, rule.metric));
      states.push(rule.observe(clock.now(), valueIn(text, rule.metric)));
    }
    expect(ages).toEqual([0, 180, 360, 540, 720, 900, 1080, 1260, 1440]);
    // Over 900 s from minute 18; pending for the rule's 5 minutes, firing from minute 24.
    expect(states).toEqual([
      'inactive',
      'inactive',
      'inactive',
      'inactive',
      'inactive',
      'inactive',
      'pending',
      'pending',
      'firing',
    ]);
  });
});
