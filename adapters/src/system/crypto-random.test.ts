import { describe, expect, it } from 'vitest';
import { CryptoRandom } from './crypto-random.ts';

describe('CryptoRandom', () => {
  it('draws fractions in [0, 1) spread over the whole interval', () => {
    const random = new CryptoRandom();
    const draws = Array.from({ length: 2000 }, () => random.fraction());
    expect(draws.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(Math.min(...draws)).toBeLessThan(0.05);
    expect(Math.max(...draws)).toBeGreaterThan(0.95);
  });
});
