import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { AdCampaign, AdCampaignFields, AdCreativeFields } from './ad-campaign.ts';
import { checkSponsorExists, recordCampaignChange, type CampaignAuthoringDeps } from './campaign-change.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';
import { adCampaignMessages, updateAdCampaignSchema, uploadOutOfSlot } from './campaign-schema.ts';

/**
 * The creatives after a change, and the single-banner fields mirroring the first: `creatives` as
 * sent (an id must be one of the campaign's), or the stored ones with the first edited by the
 * single-banner fields; nothing when neither is sent.
 */
function creativeChanges(
  existing: AdCampaign,
  changes: Partial<AdCampaignFields>,
): Partial<Pick<AdCampaignFields, 'creatives' | 'imageUrl' | 'alt' | 'clickUrl'>> {
  const { creatives: sent, imageUrl, alt, clickUrl } = changes;
  if (!sent && imageUrl === undefined && alt === undefined && clickUrl === undefined) return {};
  const stored = new Set(existing.creatives.map((creative) => creative.id));
  if (sent?.some((creative) => creative.id !== undefined && !stored.has(creative.id))) {
    throw new DomainError('VALIDATION', 'Unknown creative', { fields: { creatives: 'Unknown creative' } });
  }
  // What staff may set of each stored creative: its counts are the server's.
  const [first, ...rest] = existing.creatives.map(
    ({ id, imageUrl, altText, clickUrl, weight }): AdCreativeFields => ({
      id,
      imageUrl,
      altText,
      clickUrl,
      weight,
    }),
  );
  const creatives = sent ?? [
    {
      ...first!,
      imageUrl: imageUrl ?? first!.imageUrl,
      altText: alt ?? first!.altText,
      clickUrl: clickUrl ?? first!.clickUrl,
    },
    ...rest,
  ];
  const head = creatives[0]!;
  return { creatives, imageUrl: head.imageUrl, alt: head.altText, clickUrl: head.clickUrl };
}

/**
 * Applies the fields sent and leaves the rest. The schedule rule (end after start) and the fit of
 * uploaded images to the slot are checked on the result, so moving only the start past the stored
 * end, or only the slot, is refused too.
 */
export async function updateCampaign(
  deps: CampaignAuthoringDeps,
  id: string,
  input: unknown,
  adminId: string | null,
): Promise<AdCampaign> {
  const command = parseInput(updateAdCampaignSchema, input);
  return deps.transactions.run(async () => {
    const existing = await deps.campaigns.findById(id);
    if (!existing) throw adCampaignNotFound();
    const changes: Partial<AdCampaignFields> = {};
    for (const [key, value] of Object.entries(command)) {
      if (value !== undefined) Object.assign(changes, { [key]: value });
    }
    Object.assign(changes, creativeChanges(existing, changes));
    const startAt = changes.startAt === undefined ? existing.startAt : changes.startAt;
    const endAt = changes.endAt === undefined ? existing.endAt : changes.endAt;
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
      throw new DomainError('VALIDATION', adCampaignMessages.schedule, {
        fields: { endAt: adCampaignMessages.schedule },
      });
    }
    // Checked on the result too: moving a campaign to a slot of another size strands its uploads.
    const misfit = uploadOutOfSlot(
      changes.slotId ?? existing.slotId,
      (changes.creatives ?? existing.creatives).map((creative) => creative.imageUrl),
    );
    if (misfit) {
      throw new DomainError('VALIDATION', misfit.message, {
        fields: { [`creatives.${misfit.index}.imageUrl`]: misfit.message },
      });
    }
    if (changes.sponsorId !== undefined) await checkSponsorExists(deps, changes.sponsorId);
    if (Object.keys(changes).length === 0) return existing;
    const updated = await deps.campaigns.update(id, changes);
    // Pausing is the staff's stop switch: it gets its own action, whatever else the write changed.
    const pauses = updated.status === 'paused' && existing.status !== 'paused';
    await recordCampaignChange(deps, updated, pauses ? 'paused' : 'edited', adminId);
    return updated;
  });
}
