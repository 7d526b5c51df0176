import { describe, expect, it } from 'vitest';
import {
  accountTiers,
  findSubscriptionOffer,
  findTierOffer,
  formatUsd,
  isHigherTier,
  priceCents,
  tierOffers,
  yearlyDiscountPercent,
  type AccountTier,
} from './tiers.ts';

describe('tier catalogue', () => {
  it('offers the six tiers in display order', () => {
    expect(tierOffers.map((offer) => offer.id)).toEqual([
      'explorer',
      'builder',
      'leader',
      'catalyst',
      'guardian',
      'enterprise',
    ]);
  });

  it('derives the 17% yearly discount from the builder, leader and catalyst prices', () => {
    for (const id of ['builder', 'leader', 'catalyst']) {
      expect(yearlyDiscountPercent(findTierOffer(id)!.pricing)).toBe(17);
    }
  });

  it('gives guardian no yearly discount and explorer and enterprise none either', () => {
    expect(yearlyDiscountPercent(findTierOffer('guardian')!.pricing)).toBe(0);
    expect(yearlyDiscountPercent(findTierOffer('explorer')!.pricing)).toBe(0);
    expect(yearlyDiscountPercent(findTierOffer('enterprise')!.pricing)).toBe(0);
  });

  it('prices by billing cycle in cents and formats dollars', () => {
    const leader = findTierOffer('leader')!.pricing;
    expect(priceCents(leader, 'monthly')).toBe(955);
    expect(priceCents(leader, 'yearly')).toBe(9550);
    expect(priceCents(findTierOffer('explorer')!.pricing, 'yearly')).toBe(0);
    expect(priceCents(findTierOffer('enterprise')!.pricing, 'monthly')).toBeNull();
    expect(formatUsd(23990)).toBe('$239.90');
  });

  it('knows no platinum tier', () => {
    expect(findTierOffer('platinum')).toBeUndefined();
  });

  it('sells builder, leader, catalyst and guardian as subscriptions, never explorer or enterprise', () => {
    expect(tierOffers.filter((offer) => findSubscriptionOffer(offer.id)).map((offer) => offer.id)).toEqual([
      'builder',
      'leader',
      'catalyst',
      'guardian',
    ]);
    expect(findSubscriptionOffer('platinum')).toBeUndefined();
  });

  it('counts as upgrades only the tiers that cost more: none above catalyst, none ever from f100', () => {
    const upgradesFrom = (from: AccountTier) =>
      accountTiers.filter((to) => isHigherTier(from, to) && to !== 'f100');
    expect(upgradesFrom('explorer')).toEqual(['builder', 'leader', 'catalyst', 'guardian']);
    expect(upgradesFrom('builder')).toEqual(['leader', 'catalyst', 'guardian']);
    expect(upgradesFrom('leader')).toEqual(['catalyst', 'guardian']);
    expect(upgradesFrom('guardian')).toEqual(['catalyst']);
    expect(upgradesFrom('catalyst')).toEqual([]);
    expect(accountTiers.filter((to) => isHigherTier('f100', to))).toEqual([]);
    expect(isHigherTier('builder', 'builder')).toBe(false);
  });
});
