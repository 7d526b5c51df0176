import type { AuditLog } from '../audit/audit-log.ts';
import type { Transactions } from '../shared/transactions.ts';
import { recordSponsorChange } from './sponsor-change.ts';
import { sponsorNotFound } from './sponsor-errors.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorRepository } from './sponsor-repository.ts';

/** Ends the sponsor's report link, if it has one; NOT_FOUND for an unknown sponsor. */
export async function revokeSponsorReportLink(
  deps: {
    sponsors: Pick<SponsorRepository, 'findById'>;
    links: Pick<SponsorReportLinks, 'revoke'>;
    auditLog: AuditLog;
    transactions: Transactions;
  },
  sponsorId: string,
  adminId: string | null,
): Promise<void> {
  await deps.transactions.run(async () => {
    const sponsor = await deps.sponsors.findById(sponsorId);
    if (!sponsor) throw sponsorNotFound();
    if (await deps.links.revoke(sponsor.id)) {
      await recordSponsorChange(deps, sponsor, 'report-link-revoked', adminId);
    }
  });
}
