import type { QueryResult } from '@mikro-orm/sql';
import { isUuid } from '@commons/core/shared/ids';
import type { SponsorReportLinks } from '@commons/core/sponsors/sponsor-report-links';
import type { EntityManager } from '../orm.ts';

/**
 * Report links in `sponsor_report_links`, one row per sponsor: replacing is one upsert, so two
 * staff issuing links at once leave exactly one working (the last written).
 */
export class SqlSponsorReportLinks implements SponsorReportLinks {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async replace(sponsorId: string, tokenDigest: string, issuedAt: Date): Promise<void> {
    await this.#em.execute(
      `insert into sponsor_report_links (sponsor_id, token_digest, issued_at) values (?, ?, ?)
       on conflict (sponsor_id) do update set token_digest = excluded.token_digest, issued_at = excluded.issued_at`,
      [sponsorId, tokenDigest, issuedAt],
      'run',
    );
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

  async sponsorOf(tokenDigest: string): Promise<string | null> {
    const [row] = await this.#em.execute<{ sponsor_id: string }[]>(
      'select sponsor_id from sponsor_report_links where token_digest = ?',
      [tokenDigest],
    );
    return row?.sponsor_id ?? null;
  }

  async issuedAt(sponsorId: string): Promise<Date | null> {
    if (!isUuid(sponsorId)) return null;
    const [row] = await this.#em.execute<{ issued_at: Date | string }[]>(
      'select issued_at from sponsor_report_links where sponsor_id = ?',
      [sponsorId],
    );
    return row ? new Date(row.issued_at) : null;
  }
}
