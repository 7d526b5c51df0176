import { describe, expect, it } from 'vitest';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import { selectWeightedCampaign } from './select-weighted-campaign.ts';
import { SeededRandom } from './testing/seeded-random.ts';

const candidates = [
  { id: 'one', weight: 1 },
  { id: 'two', weight: 2 },
  { id: 'seven', weight: 7 },
];

describe('selectWeightedCampaign', () => {
  it('draws each campaign in proportion to its weight: 1/2/7 over 10,000 draws within 3 sigma', () => {
    const random = new SeededRandom(20_260_101);
    const draws = 10_000;
    const counts = new Map<string, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const chosen = selectWeightedCampaign(candidates, random)!;
      counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
    }

    for (const { id, weight } of candidates) {
      const p = weight / 10;
      const expected = draws * p;
      const sigma = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((counts.get(id) ?? 0) - expected), `${id}: ${counts.get(id)}`).toBeLessThanOrEqual(
        3 * sigma,
      );
    }
  });

  it('maps the fraction onto cumulative weights, edges included', () => {
    const pick = (fraction: number) => selectWeightedCampaign(candidates, new SequenceRandom([fraction]))!.id;

    expect([0, 0.0999, 0.1, 0.2999, 0.3, 0.9999999].map(pick)).toEqual([
      'one',
      'one',
      'two',
      'two',
      'seven',
      'seven',
    ]);
  });

  it('uses exactly one fraction per draw', () => {
    let calls = 0;
    selectWeightedCampaign(candidates, {
      fraction: () => {
        calls += 1;
        return 0.5;
      },
    });
    expect(calls).toBe(1);
  });

  it('draws nothing from an empty list', () => {
    expect(selectWeightedCampaign([], new SequenceRandom([0.5]))).toBeNull();
  });
});
