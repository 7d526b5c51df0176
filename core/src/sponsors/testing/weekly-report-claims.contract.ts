import { describe, expect, it } from 'vitest';
import type { WeeklyReportClaims } from '../weekly-report-claims.ts';

/** The behaviour every WeeklyReportClaims must have; `create` gives two claimants on one store. */
export function weeklyReportClaimsContract(
  name: string,
  create: () => Promise<{ claims: [WeeklyReportClaims, WeeklyReportClaims]; sponsorIds: [string, string] }>,
): void {
  describe(`WeeklyReportClaims contract: ${name}`, () => {
    it('lets one of two concurrent claimants take a sponsor week, once', async () => {
      const { claims, sponsorIds } = await create();
      const [acme, other] = sponsorIds;

      const first = await Promise.all(claims.map((claimant) => claimant.claim(acme, '2026-05-04')));
      const again = await Promise.all(claims.map((claimant) => claimant.claim(acme, '2026-05-04')));

      expect(first.filter(Boolean)).toHaveLength(1);
      expect(again).toEqual([false, false]);
      expect(await claims[0].claim(other, '2026-05-04')).toBe(true);
    });

    it('takes the next week, never an earlier one', async () => {
      const { claims, sponsorIds } = await create();
      const [acme] = sponsorIds;
      await claims[0].claim(acme, '2026-05-04');

      expect(await claims[1].claim(acme, '2026-04-27')).toBe(false);
      expect(await claims[1].claim(acme, '2026-05-11')).toBe(true);
    });
  });
}
