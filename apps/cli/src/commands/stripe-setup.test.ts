import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@commons/container';
import { stripeWebhookEvents } from '@commons/adapters/payments/stripe-events';
import { stripeApiVersion } from '@commons/adapters/payments/stripe-client';
import { StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { stripeSetupCommand } from './stripe-setup.ts';

describe('npm run cli -- stripe:setup', () => {
  const stub = new StripeStub();
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_cli',
      STRIPE_WEBHOOK_SECRET: 'whsec_cli',
      STRIPE_API_URL: stub.url,
      PUBLIC_URL: 'https://commons.example.org',
      LOG_LEVEL: 'silent',
      ...env,
    });

  it('creates one webhook endpoint with the handled events and prints its secret once; a second run updates it', async () => {
    const first = (await stripeSetupCommand.run(config(), { _: [] })) as string;

    expect(stub.webhookEndpoints).toHaveLength(1);
    const [endpoint] = stub.webhookEndpoints;
    expect(endpoint).toMatchObject({
      url: 'https://commons.example.org/api/stripe/webhook',
      apiVersion: stripeApiVersion,
      status: 'enabled',
    });
    expect(endpoint!.enabledEvents).toEqual(stripeWebhookEvents);
    expect(endpoint!.enabledEvents).toContain('invoice.payment_action_required');
    expect(first).toContain(`Webhook endpoint created: ${endpoint!.id}`);
    expect(first).toMatch(/signing secret .*: whsec_\S+/);
    expect(first).toContain(endpoint!.secret);
    expect(stub.portalConfigurations).toHaveLength(1);
    expect(stub.portalConfigurations[0]).toMatchObject({
      isDefault: true,
      settings: {
        default_return_url: 'https://commons.example.org/dashboard#payment',
        features: {
          payment_method_update: { enabled: 'true' },
          invoice_history: { enabled: 'true' },
          subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
          subscription_update: { enabled: 'false' },
        },
      },
    });

    // Someone narrowed the events by hand in Stripe's dashboard: the second run puts them back.
    endpoint!.enabledEvents = ['invoice.paid'];
    const second = (await stripeSetupCommand.run(config(), { _: [] })) as string;

    expect(stub.webhookEndpoints).toHaveLength(1);
    expect(stub.webhookEndpoints[0]!.enabledEvents).toEqual(stripeWebhookEvents);
    expect(second).toContain(`Webhook endpoint updated: ${endpoint!.id}`);
    expect(second).not.toContain('whsec_');
    expect(second).toContain('Customer portal configuration updated');
    expect(stub.portalConfigurations).toHaveLength(1);
  });

  it('refuses without a Stripe key, or without the public https address Stripe delivers to', async () => {
    await expect(stripeSetupCommand.run(loadConfig({ LOG_LEVEL: 'silent' }), { _: [] })).rejects.toThrow(
      'STRIPE_SECRET_KEY is not set',
    );
    await expect(
      stripeSetupCommand.run(config({ PUBLIC_URL: 'http://localhost:3000' }), { _: [] }),
    ).rejects.toThrow('PUBLIC_URL must be');
  });
});
