import { describe, expect, it } from 'vitest';
import type { SponsorReportLinks } from '../sponsor-report-links.ts';

/** A token with its tag's last character changed. */
function withChangedTag(token: string): string {
  return `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
}

/**
 * The behaviour every SponsorReportLinks must have, given two existing sponsors; `underAnotherKey`
 * shares the store of `links` but signs with another key, as a server with another secret would.
 */
export function sponsorReportLinksContract(
  name: string,
  create: () => Promise<{
    links: SponsorReportLinks;
    underAnotherKey: SponsorReportLinks;
    sponsorIds: [string, string];
  }>,
): void {
  describe(`SponsorReportLinks contract: ${name}`, () => {
    const issuedAt = new Date('2026-05-04T09:00:00.000Z');

    it("opens each sponsor's current link, whose token reads back the same", async () => {
      const { links, sponsorIds } = await create();
      const [acme, other] = sponsorIds;

      const acmeToken = await links.issue(acme, issuedAt);
      const otherToken = await links.issue(other, issuedAt);

      expect(await links.sponsorOf(acmeToken)).toBe(acme);
      expect(await links.sponsorOf(otherToken)).toBe(other);
      expect(acmeToken).not.toBe(otherToken);
      expect(await links.currentToken(acme)).toBe(acmeToken);
      expect(await links.currentToken(acme)).toBe(acmeToken);
      expect(await links.issuedAt(acme)).toEqual(issuedAt);
    });

    it('keeps one link per sponsor: a new one ends the earlier', async () => {
      const { links, sponsorIds } = await create();
      const [acme] = sponsorIds;
      const later = new Date('2026-05-05T09:00:00.000Z');

      const first = await links.issue(acme, issuedAt);
      const second = await links.issue(acme, later);

      expect(second).not.toBe(first);
      expect(await links.sponsorOf(first)).toBeNull();
      expect(await links.sponsorOf(second)).toBe(acme);
      expect(await links.currentToken(acme)).toBe(second);
      expect(await links.issuedAt(acme)).toEqual(later);
    });

    it('revokes a link once, and tells when there was none', async () => {
      const { links, sponsorIds } = await create();
      const [acme, other] = sponsorIds;
      const token = await links.issue(acme, issuedAt);

      expect(await links.revoke(acme)).toBe(true);
      expect(await links.revoke(acme)).toBe(false);
      expect(await links.revoke(other)).toBe(false);
      expect(await links.sponsorOf(token)).toBeNull();
      expect(await links.currentToken(acme)).toBeNull();
      expect(await links.issuedAt(acme)).toBeNull();
    });

    it("refuses a token with a changed tag, another link's tag, no tag or no shape at all", async () => {
      const { links, sponsorIds } = await create();
      const [acme, other] = sponsorIds;
      const acmeToken = await links.issue(acme, issuedAt);
      const otherToken = await links.issue(other, issuedAt);
      const [acmeLink, acmeTag] = acmeToken.split('.');
      const [otherLink, otherTag] = otherToken.split('.');

      for (const forged of [
        withChangedTag(acmeToken),
        `${acmeLink}.${otherTag}`,
        `${otherLink}.${acmeTag}`,
        `${acmeLink}`,
        `${acmeLink}.`,
        `.${acmeTag}`,
        `${acmeToken}.${acmeTag}`,
        '',
        'not-a-token',
      ]) {
        expect(await links.sponsorOf(forged)).toBeNull();
      }
    });

    it('refuses a token signed under another key, and makes none that another key opens', async () => {
      const { links, underAnotherKey, sponsorIds } = await create();
      const [acme] = sponsorIds;
      const token = await links.issue(acme, issuedAt);

      const signedElsewhere = await underAnotherKey.currentToken(acme);

      expect(await underAnotherKey.sponsorOf(token)).toBeNull();
      expect(signedElsewhere).not.toBeNull();
      expect(signedElsewhere).not.toBe(token);
      expect(await links.sponsorOf(signedElsewhere!)).toBeNull();
    });
  });
}
