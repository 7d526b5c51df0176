import type { Random } from '../shared/random.ts';

/**
 * One weighted draw among campaigns, or among one campaign's creatives: each candidate's chance is its weight over the sum of weights. Walks the
 * cumulative weights with a single fraction from `random`, so a seeded Random replays the draw.
 */
export function selectWeightedCampaign<C extends { weight: number }>(
  candidates: readonly C[],
  random: Random,
): C | null {
  let total = 0;
  for (const candidate of candidates) total += Math.max(0, candidate.weight);
  if (total <= 0) return null;
  let point = random.fraction() * total;
  for (const candidate of candidates) {
    point -= Math.max(0, candidate.weight);
    if (point < 0) return candidate;
  }
  // Only reachable through floating-point rounding at the very top of the range.
  return candidates.findLast((candidate) => candidate.weight > 0) ?? null;
}
