import type { AuditLog } from '../audit/audit-log.ts';
import type { Clock } from '../shared/clock.ts';
import type { Transactions } from '../shared/transactions.ts';
import { recordSponsorChange } from './sponsor-change.ts';
import { sponsorNotFound } from './sponsor-errors.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

export interface IssueReportLinkDeps {
  sponsors: Pick<SponsorRepository, 'findById'>;
  links: Pick<SponsorReportLinks, 'issue'>;
  clock: Clock;
  auditLog: AuditLog;
  transactions: Transactions;
}

/**
 * A new report link for the sponsor, replacing any earlier one (which stops working at once): how
 * staff end a link that went astray and give the sponsor another. NOT_FOUND for an unknown sponsor.
 */
export async function issueSponsorReportLink(
  deps: IssueReportLinkDeps,
  sponsorId: string,
  adminId: string | null,
): Promise<{ token: string }> {
  return deps.transactions.run(async () => {
    const sponsor = await deps.sponsors.findById(sponsorId);
    if (!sponsor) throw sponsorNotFound();
    const token = await deps.links.issue(sponsor.id, deps.clock.now());
    await recordSponsorChange(deps, sponsor, 'report-link-issued', adminId);
    return { token };
  });
}
