import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@commons/container';
import { StripeStub } from '@commons/adapters/payments/testing/stripe-stub';
import { stripeSyncPricesCommand } from './stripe-sync-prices.ts';

describe('npm run cli -- stripe:sync-prices', () => {
  const stub = new StripeStub({ catalogue: false });
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());
  const config = () =>
    loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_cli',
      STRIPE_WEBHOOK_SECRET: 'whsec_cli',
      STRIPE_API_URL: stub.url,
      LOG_LEVEL: 'silent',
    });

  it('creates the catalogue once, says what it did, and creates nothing on a second run', async () => {
    const first = await stripeSyncPricesCommand.run(config(), { _: [] });
    expect(first).toContain('commons_builder_monthly');
    expect(first).toContain('$79.50');
    expect(first).toContain('8 price(s) created or replaced.');
    const prices = stub.prices.length;

    const second = JSON.parse(
      (await stripeSyncPricesCommand.run(config(), { _: [], json: 'true' })) as string,
    ) as {
      prices: { lookupKey: string; action: string }[];
    };
    expect(second.prices).toHaveLength(8);
    expect(second.prices.every((price) => price.action === 'unchanged')).toBe(true);
    expect(stub.prices).toHaveLength(prices);
    expect(await stripeSyncPricesCommand.run(config(), { _: [] })).toContain('Nothing to do');
  });

  it('refuses without a Stripe key', async () => {
    await expect(stripeSyncPricesCommand.run(loadConfig({ LOG_LEVEL: 'silent' }), { _: [] })).rejects.toThrow(
      'STRIPE_SECRET_KEY is not set',
    );
  });
});
