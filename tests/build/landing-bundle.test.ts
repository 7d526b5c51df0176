/**
 * The landing page's initial JavaScript stays within the issue's budget (150 KB gzip), measured on
 * the web build the way `npm run bundle:size` prints it, so a dependency pulled into the first
 * JavaScript fails the suite instead of growing the page silently. The journeys' global setup
 * builds first.
 */
import { describe, expect, it } from 'vitest';
import { landingBudgetKb, measureLandingBundle } from '../../scripts/landing-bundle.ts';

describe('the landing page of the web build', () => {
  it(`loads at most ${landingBudgetKb} KB gzip of JavaScript before it is interactive`, () => {
    const { initial, deferred, initialGzipKb } = measureLandingBundle();
    // A real measurement: the entry with React in it, and the islands apart.
    expect(initial.some((chunk) => /^index-[\w-]+\.js$/.test(chunk.file))).toBe(true);
    expect(initialGzipKb).toBeGreaterThan(50);
    expect(deferred.length).toBeGreaterThan(0);

    expect(initialGzipKb).toBeLessThanOrEqual(landingBudgetKb);
  });
});
