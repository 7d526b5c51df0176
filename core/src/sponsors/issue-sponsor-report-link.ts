import type { SecretGenerator } from '../accounts/secret-generator.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import { recordSponsorChange } from './sponsor-change.ts';
import { sponsorNotFound } from './sponsor-errors.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

export interface IssueReportLinkDeps {
  sponsors: Pick<SponsorRepository, 'findById'>;
  links: Pick<SponsorReportLinks, 'replace'>;
  secrets: Pick<SecretGenerator, 'sessionToken' | 'digest'>;
  clock: Clock;
  auditLog: AuditLog;
  transactions: Transactions;
}

/**
 * A new report link for the sponsor, replacing any earlier one (which stops working at once). The
 * token is answered this once: only its digest is kept. NOT_FOUND for an unknown sponsor.
 */
export async function issueSponsorReportLink(
  deps: IssueReportLinkDeps,
  sponsorId: string,
  adminId: string | null,
): Promise<{ token: string }> {
  return deps.transactions.run(async () => {
    const sponsor = await deps.sponsors.findById(sponsorId);
    if (!sponsor) throw sponsorNotFound();
    const token = deps.secrets.sessionToken();
    await deps.links.replace(sponsor.id, deps.secrets.digest(token), deps.clock.now());
    await recordSponsorChange(deps, sponsor, 'report-link-issued', adminId);
    return { token };
  });
}
