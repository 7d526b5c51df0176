import type { SponsorReportLinks } from '../sponsor-report-links.ts';

/** Report links in a map keyed by sponsor, for use-case tests. */
export class InMemorySponsorReportLinks implements SponsorReportLinks {
  readonly #links = new Map<string, { tokenDigest: string; issuedAt: Date }>();

  async replace(sponsorId: string, tokenDigest: string, issuedAt: Date): Promise<void> {
    this.#links.set(sponsorId, { tokenDigest, issuedAt: new Date(issuedAt) });
  }

  async revoke(sponsorId: string): Promise<boolean> {
    return this.#links.delete(sponsorId);
  }

  async sponsorOf(tokenDigest: string): Promise<string | null> {
    for (const [sponsorId, link] of this.#links) if (link.tokenDigest === tokenDigest) return sponsorId;
    return null;
  }

  async issuedAt(sponsorId: string): Promise<Date | null> {
    const link = this.#links.get(sponsorId);
    return link ? new Date(link.issuedAt) : null;
  }
}
