import { randomUUID } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/sql';
import { isUuid } from '@commons/core/shared/ids';
import type { SponsorReportLinks } from '@commons/core/sponsors/sponsor-report-links';
import type { SponsorReportLinkSigner } from '../../security/sponsor-report-link-signer.ts';
import type { EntityManager } from '../orm.ts';

/**
 * Report links in `sponsor_report_links`, one row per sponsor with its random link id; the token
 * is signed by `signer`, never stored. Issuing is one upsert, so two staff issuing links at once
 * leave exactly one working (the last written).
 */
export class SqlSponsorReportLinks implements SponsorReportLinks {
  readonly #em: EntityManager;
  readonly #signer: SponsorReportLinkSigner;

  constructor(em: EntityManager, signer: SponsorReportLinkSigner) {
    this.#em = em;
    this.#signer = signer;
  }

  async issue(sponsorId: string, issuedAt: Date): Promise<string> {
    const linkId = randomUUID();
    await this.#em.execute(
      `insert into sponsor_report_links (sponsor_id, link_id, issued_at) values (?, ?, ?)
       on conflict (sponsor_id) do update set link_id = excluded.link_id, issued_at = excluded.issued_at`,
      [sponsorId, linkId, issuedAt],
      'run',
    );
    return this.#signer.tokenOf(linkId);
  }

  async revoke(sponsorId: string): Promise<boolean> {
    if (!isUuid(sponsorId)) return false;
    const result = await this.#em.execute<QueryResult>(
      'delete from sponsor_report_links where sponsor_id = ?',
      [sponsorId],
      'run',
    );
    return result.affectedRows > 0;
  }

  async currentToken(sponsorId: string): Promise<string | null> {
    const link = await this.#linkOf(sponsorId);
    return link ? this.#signer.tokenOf(link.link_id) : null;
  }

  async sponsorOf(token: string): Promise<string | null> {
    // A forged or malformed token is refused before any query: only our own tags name a link id.
    const linkId = this.#signer.linkIdOf(token);
    if (!linkId || !isUuid(linkId)) return null;
    const [row] = await this.#em.execute<{ sponsor_id: string }[]>(
      'select sponsor_id from sponsor_report_links where link_id = ?',
      [linkId],
    );
    return row?.sponsor_id ?? null;
  }

  async issuedAt(sponsorId: string): Promise<Date | null> {
    const link = await this.#linkOf(sponsorId);
    return link ? new Date(link.issued_at) : null;
  }

  async #linkOf(sponsorId: string): Promise<{ link_id: string; issued_at: Date | string } | null> {
    if (!isUuid(sponsorId)) return null;
    const [row] = await this.#em.execute<{ link_id: string; issued_at: Date | string }[]>(
      'select link_id, issued_at from sponsor_report_links where sponsor_id = ?',
      [sponsorId],
    );
    return row ?? null;
  }
}
