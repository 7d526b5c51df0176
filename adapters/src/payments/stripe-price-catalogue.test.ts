import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCatalogue } from '@commons/core/membership/price-catalogue';
import { createStripeClient } from './stripe-client.ts';
import { StripePriceCatalogue } from './stripe-price-catalogue.ts';
import { StripeStub } from './testing/stripe-stub.ts';

describe('StripePriceCatalogue.sync (stripe:sync-prices)', () => {
  const stub = new StripeStub({ catalogue: false });
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());
  const catalogue = () =>
    new StripePriceCatalogue(createStripeClient({ secretKey: 'sk_test_sync', apiUrl: stub.url }));

  it('creates a product per paid tier and a price per cycle under its lookup key, then nothing more', async () => {
    const first = await catalogue().sync();

    expect(first.map((result) => [result.lookupKey, result.action])).toEqual(
      priceCatalogue.map((price) => [price.lookupKey, 'created']),
    );
    expect(first.filter((result) => result.productCreated).map((result) => result.productId)).toEqual([
      'commons_builder',
      'commons_leader',
      'commons_catalyst',
      'commons_guardian',
    ]);
    expect([...stub.products.values()].map((product) => product.name)).toEqual([
      'Builder membership',
      'Leader membership',
      'Catalyst membership',
      'Guardian membership',
    ]);
    expect(stub.prices.find((price) => price.lookupKey === 'commons_guardian_yearly')).toMatchObject({
      product: 'commons_guardian',
      unitAmount: 15588,
      currency: 'usd',
      interval: 'year',
    });

    const pricesBefore = stub.prices.length;
    const second = await catalogue().sync();

    expect(second.every((result) => result.action === 'unchanged' && !result.productCreated)).toBe(true);
    expect(second.map((result) => result.priceId)).toEqual(first.map((result) => result.priceId));
    expect(stub.prices).toHaveLength(pricesBefore);
  });

  it('moves the lookup key to a new price when the amount at Stripe no longer matches the catalogue', async () => {
    await catalogue().sync();
    const old = stub.prices.find((price) => price.lookupKey === 'commons_leader_monthly')!;
    old.unitAmount = 900;

    const results = await catalogue().sync();

    expect(results.filter((result) => result.action !== 'unchanged')).toEqual([
      expect.objectContaining({ lookupKey: 'commons_leader_monthly', action: 'replaced', amountCents: 955 }),
    ]);
    expect(old.lookupKey).toBeNull();
    expect(stub.prices.find((price) => price.lookupKey === 'commons_leader_monthly')?.unitAmount).toBe(955);
  });

  it('finds prices by key once synced', async () => {
    await catalogue().sync();
    const priceId = await catalogue().priceId('commons_catalyst_yearly');
    expect(stub.prices.find((price) => price.id === priceId)?.unitAmount).toBe(23990);
  });
});
