/** The console learns how the site runs (Stripe in test mode); members and visitors do not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { startStripeTestApp } from '../testing/payment-journeys.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/admin/environment', () => {
  let stripeApp: TestApp;
  let simulatorApp: TestApp;
  beforeAll(async () => {
    stripeApp = await startStripeTestApp(new StripeStub(), { webhookSecret: 'whsec_environment' });
    simulatorApp = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await stripeApp?.stop();
    await simulatorApp?.stop();
  });

  it('tells an admin that Stripe runs on a test key', async () => {
    const { cookie } = await stripeApp.signIn({
      staffRole: 'admin',
      email: 'environment-admin@commons.test',
    });
    const answer = await stripeApp.request('GET', '/api/admin/environment', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ stripeTestMode: true });
  });

  it('says no test mode without Stripe (the local simulator)', async () => {
    const { cookie } = await simulatorApp.signIn({
      staffRole: 'admin',
      email: 'environment-admin@commons.test',
    });
    expect((await simulatorApp.request('GET', '/api/admin/environment', { cookie })).body).toEqual({
      stripeTestMode: false,
    });
  });

  it('refuses members and visitors', async () => {
    const { cookie } = await stripeApp.signIn({ email: 'environment-member@commons.test' });
    expect((await stripeApp.request('GET', '/api/admin/environment', { cookie })).status).toBe(403);
    expect((await stripeApp.request('GET', '/api/admin/environment')).status).toBe(401);
  });
});
