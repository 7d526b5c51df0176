import type { SponsorReportLinks } from '../sponsor-report-links.ts';

interface Store {
  links: Map<string, { linkId: string; issuedAt: Date }>;
  issued: number;
}

/**
 * Report links in a map keyed by sponsor, for use-case tests. The tag is a readable stand-in for
 * the real adapter's HMAC: it tells keys and link ids apart, which is all a test needs, and
 * protects nothing (core has no cryptography).
 */
export class InMemorySponsorReportLinks implements SponsorReportLinks {
  readonly #key: string;
  #store: Store = { links: new Map(), issued: 0 };

  constructor(key = 'test-key') {
    this.#key = key;
  }

  /** The same links as a server holding another key sees them: none of this one's tokens opens. */
  withKey(key: string): InMemorySponsorReportLinks {
    const other = new InMemorySponsorReportLinks(key);
    other.#store = this.#store;
    return other;
  }

  #token(linkId: string): string {
    return `${linkId}.tag-of-${linkId}-under-${this.#key}`;
  }

  async issue(sponsorId: string, issuedAt: Date): Promise<string> {
    this.#store.issued += 1;
    const linkId = `link-${this.#store.issued}`;
    this.#store.links.set(sponsorId, { linkId, issuedAt: new Date(issuedAt) });
    return this.#token(linkId);
  }

  async revoke(sponsorId: string): Promise<boolean> {
    return this.#store.links.delete(sponsorId);
  }

  async currentToken(sponsorId: string): Promise<string | null> {
    const link = this.#store.links.get(sponsorId);
    return link ? this.#token(link.linkId) : null;
  }

  async sponsorOf(token: string): Promise<string | null> {
    for (const [sponsorId, { linkId }] of this.#store.links) {
      if (this.#token(linkId) === token) return sponsorId;
    }
    return null;
  }

  async issuedAt(sponsorId: string): Promise<Date | null> {
    const link = this.#store.links.get(sponsorId);
    return link ? new Date(link.issuedAt) : null;
  }
}
