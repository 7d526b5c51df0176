import type { AdCampaignRepository } from '../ads/ad-campaign-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { adminActor } from '../members/actor.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { Sponsor, SponsorFields } from './sponsor.ts';
import type { SponsorRepository } from './sponsor-repository.ts';
import { sponsorMessages } from './sponsor-schema.ts';

/** The ports every staff write to sponsors uses: each one is recorded in the audit log with it. */
export interface SponsorAuthoringDeps {
  sponsors: SponsorRepository;
  campaigns: Pick<AdCampaignRepository, 'list'>;
  auditLog: AuditLog;
  transactions: Transactions;
}

/** One audit entry per write, naming the acting admin (the system from the operator's CLI). */
export async function recordSponsorChange(
  deps: Pick<SponsorAuthoringDeps, 'auditLog'>,
  sponsor: Pick<Sponsor, 'id' | 'name'>,
  action: 'created' | 'edited' | 'deleted' | 'report-link-issued' | 'report-link-revoked',
  adminId: string | null,
): Promise<void> {
  await deps.auditLog.record({
    actor: adminActor(adminId),
    action: `sponsor.${action}`,
    subject: { kind: 'sponsor', id: sponsor.id },
    summary: `${sponsor.name}: ${action.replaceAll('-', ' ')}`,
  });
}

/** The weekly report goes to the contact's address: without one there is nobody to send it to. */
export function checkWeeklyReport(sponsor: Pick<SponsorFields, 'weeklyReport' | 'contactEmail'>): void {
  if (sponsor.weeklyReport && !sponsor.contactEmail) {
    throw new DomainError('VALIDATION', sponsorMessages.weeklyReportNeedsEmail, {
      fields: { weeklyReport: sponsorMessages.weeklyReportNeedsEmail },
    });
  }
}
