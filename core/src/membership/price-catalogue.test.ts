import { describe, expect, it } from 'vitest';
import { cataloguePrice, isUpgrade, priceCatalogue, priceOfLookupKey } from './price-catalogue.ts';

describe('the price catalogue', () => {
  it('holds a monthly and a yearly price for each paid tier, keyed commons_<tier>_<cycle>', () => {
    expect(priceCatalogue.map((price) => price.lookupKey)).toEqual([
      'commons_builder_monthly',
      'commons_builder_yearly',
      'commons_leader_monthly',
      'commons_leader_yearly',
      'commons_catalyst_monthly',
      'commons_catalyst_yearly',
      'commons_guardian_monthly',
      'commons_guardian_yearly',
    ]);
  });

  it('takes its amounts and product names from the tier table', () => {
    expect(cataloguePrice('leader', 'yearly')).toEqual({
      lookupKey: 'commons_leader_yearly',
      tier: 'leader',
      billingCycle: 'yearly',
      productName: 'Leader membership',
      amountCents: 9550,
    });
    expect(priceOfLookupKey('commons_builder_monthly')?.amountCents).toBe(795);
    expect(priceOfLookupKey('someone_elses_price')).toBeUndefined();
  });

  it('calls a dearer tier, or yearly instead of monthly billing of the same tier, an upgrade', () => {
    expect(
      isUpgrade({ tier: 'builder', billingCycle: 'yearly' }, { tier: 'leader', billingCycle: 'monthly' }),
    ).toBe(true);
    expect(
      isUpgrade({ tier: 'catalyst', billingCycle: 'monthly' }, { tier: 'guardian', billingCycle: 'yearly' }),
    ).toBe(false);
    expect(
      isUpgrade({ tier: 'builder', billingCycle: 'monthly' }, { tier: 'builder', billingCycle: 'yearly' }),
    ).toBe(true);
    expect(
      isUpgrade({ tier: 'builder', billingCycle: 'yearly' }, { tier: 'builder', billingCycle: 'monthly' }),
    ).toBe(false);
  });
});
