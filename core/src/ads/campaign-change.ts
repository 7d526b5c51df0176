import type { AuditLog } from '../audit/audit-log.ts';
import { adminActor } from '../members/actor.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { SponsorRepository } from '../sponsors/sponsor-repository.ts';
import type { AdCampaign } from './ad-campaign.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { adCampaignMessages } from './campaign-schema.ts';

/** The ports every staff write to campaigns uses: each one is recorded in the audit log with it. */
export interface CampaignAuthoringDeps {
  campaigns: AdCampaignRepository;
  sponsors: Pick<SponsorRepository, 'findById' | 'findOrCreateByName'>;
  auditLog: AuditLog;
  transactions: Transactions;
}

export type CampaignAction = 'created' | 'edited' | 'paused' | 'deleted';

/** One audit entry per write, naming the acting admin (the system from the operator's CLI). */
export async function recordCampaignChange(
  deps: Pick<CampaignAuthoringDeps, 'auditLog'>,
  campaign: Pick<AdCampaign, 'id' | 'name'>,
  action: CampaignAction,
  adminId: string | null,
): Promise<void> {
  await deps.auditLog.record({
    actor: adminActor(adminId),
    action: `campaign.${action}`,
    subject: { kind: 'campaign', id: campaign.id },
    summary: `${campaign.name}: ${action}`,
  });
}

/** A sponsor id from the form must name a sponsor: a field error, not a missing page. */
export async function checkSponsorExists(
  deps: Pick<CampaignAuthoringDeps, 'sponsors'>,
  sponsorId: string,
): Promise<void> {
  if (!(await deps.sponsors.findById(sponsorId))) {
    throw new DomainError('VALIDATION', adCampaignMessages.sponsor, {
      fields: { sponsorId: adCampaignMessages.sponsor },
    });
  }
}
