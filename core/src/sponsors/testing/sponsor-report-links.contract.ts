import { describe, expect, it } from 'vitest';
import type { SponsorReportLinks } from '../sponsor-report-links.ts';

/** The behaviour every SponsorReportLinks must have, given two existing sponsors. */
export function sponsorReportLinksContract(
  name: string,
  create: () => Promise<{ links: SponsorReportLinks; sponsorIds: [string, string] }>,
): void {
  describe(`SponsorReportLinks contract: ${name}`, () => {
    const issuedAt = new Date('2026-05-04T09:00:00.000Z');

    it('finds the sponsor of a current link and when it was issued', async () => {
      const { links, sponsorIds } = await create();
      const [acme, other] = sponsorIds;

      await links.replace(acme, 'digest-a', issuedAt);
      await links.replace(other, 'digest-b', issuedAt);

      expect(await links.sponsorOf('digest-a')).toBe(acme);
      expect(await links.sponsorOf('digest-b')).toBe(other);
      expect(await links.sponsorOf('unknown')).toBeNull();
      expect(await links.issuedAt(acme)).toEqual(issuedAt);
    });

    it('keeps one link per sponsor: a new one ends the earlier', async () => {
      const { links, sponsorIds } = await create();
      const [acme] = sponsorIds;
      const later = new Date('2026-05-05T09:00:00.000Z');

      await links.replace(acme, 'first', issuedAt);
      await links.replace(acme, 'second', later);

      expect(await links.sponsorOf('first')).toBeNull();
      expect(await links.sponsorOf('second')).toBe(acme);
      expect(await links.issuedAt(acme)).toEqual(later);
    });

    it('revokes a link once, and tells when there was none', async () => {
      const { links, sponsorIds } = await create();
      const [acme, other] = sponsorIds;
      await links.replace(acme, 'digest-a', issuedAt);

      expect(await links.revoke(acme)).toBe(true);
      expect(await links.revoke(acme)).toBe(false);
      expect(await links.revoke(other)).toBe(false);
      expect(await links.sponsorOf('digest-a')).toBeNull();
      expect(await links.issuedAt(acme)).toBeNull();
    });
  });
}
