import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { InMemorySponsorRepository } from '../sponsors/testing/in-memory-sponsor-repository.ts';
import { sponsorFields } from '../sponsors/testing/sponsor-builder.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { createCampaign } from './create-campaign.ts';
import { deleteCampaign } from './delete-campaign.ts';
import { listCampaignsWithStats } from './list-campaigns-with-stats.ts';
import { InMemoryAdCampaignRepository } from './testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAdStats } from './testing/in-memory-ad-stats.ts';
import { updateCampaign } from './update-campaign.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';

const input = {
  name: 'Launch',
  imageUrl: 'https://ads.example.com/launch.png',
  alt: 'Launch banner',
  clickUrl: 'https://sponsor.example.com/launch',
};

function setup() {
  const clock = new FixedClock('2026-04-01T00:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  const sponsors = new InMemorySponsorRepository(clock, campaigns);
  const deps = { campaigns, sponsors, auditLog, transactions };
  return { clock, campaigns, sponsors, auditLog, deps, stats: new InMemoryAdStats(campaigns) };
}

describe('createCampaign', () => {
  it('stores a valid campaign with zero counters and no schedule by default', async () => {
    const { campaigns, deps } = setup();

    const created = await createCampaign(deps, { ...input, impressions: 50 }, adminId);

    expect(created).toMatchObject({ ...input, status: 'active', weight: 1, startAt: null, endAt: null });
    // The spec's single banner is the campaign's one creative.
    expect(created.creatives).toEqual([
      {
        id: expect.any(String),
        imageUrl: input.imageUrl,
        altText: input.alt,
        clickUrl: input.clickUrl,
        weight: 1,
        impressions: 0,
        clicks: 0,
      },
    ]);
    expect(created.impressions).toBe(0);
    expect(await campaigns.findById(created.id)).toEqual(created);
  });

  it('files a campaign that names no sponsor under the sponsor named after it, made once', async () => {
    const { sponsors, deps } = setup();

    const first = await createCampaign(deps, input, adminId);
    const second = await createCampaign(deps, { ...input, name: 'launch' }, adminId);

    expect(await sponsors.list()).toEqual([expect.objectContaining({ id: first.sponsorId, name: 'Launch' })]);
    expect(second.sponsorId).toBe(first.sponsorId);
  });

  it('stores the sponsor named, and refuses an unknown one as a field error', async () => {
    const { sponsors, deps } = setup();
    const sponsor = await sponsors.create(sponsorFields());

    expect(await createCampaign(deps, { ...input, sponsorId: sponsor.id }, adminId)).toMatchObject({
      sponsorId: sponsor.id,
    });
    await expect(
      createCampaign(deps, { ...input, sponsorId: '00000000-0000-4000-8000-0000000000ff' }, adminId),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { sponsorId: 'Choose one of the sponsors' } },
    });
  });

  it('refuses an invalid campaign with a VALIDATION error naming the field', async () => {
    const { campaigns, deps } = setup();

    await expect(createCampaign(deps, { ...input, weight: 101 }, adminId)).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { weight: 'Weight must be between 1 and 100' } },
    });
    expect(await campaigns.list()).toEqual([]);
  });
});

describe('updateCampaign', () => {
  it('changes only the fields sent', async () => {
    const { deps } = setup();
    const created = await createCampaign(deps, { ...input, weight: 4 }, adminId);

    const updated = await updateCampaign(deps, created.id, { status: 'paused', clicks: 99 }, adminId);

    expect(updated).toMatchObject({ status: 'paused', weight: 4, clicks: 0, name: 'Launch' });
  });

  it('checks the schedule against the stored dates too', async () => {
    const { deps } = setup();
    const created = await createCampaign(deps, { ...input, endAt: '2026-05-01T00:00:00Z' }, adminId);

    await expect(
      updateCampaign(deps, created.id, { startAt: '2026-06-01T00:00:00Z' }, adminId),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'End date must be after start date' });
    expect(
      (await updateCampaign(deps, created.id, { startAt: '2026-06-01T00:00:00Z', endAt: null }, adminId))
        .startAt,
    ).toEqual(new Date('2026-06-01T00:00:00Z'));
  });

  it('refuses to move a campaign with uploaded images to a slot of another size, naming both', async () => {
    const { deps } = setup();
    const uploaded = `/media/creatives/${'b'.repeat(32)}-300x250.webp`;
    const created = await createCampaign(deps, { ...input, imageUrl: uploaded }, adminId);

    await expect(
      updateCampaign(deps, created.id, { slotId: 'knowledge-list' }, adminId),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'This slot takes 728×90 images; this one is 300×250',
      details: { fields: { 'creatives.0.imageUrl': 'This slot takes 728×90 images; this one is 300×250' } },
    });
    expect((await updateCampaign(deps, created.id, { slotId: 'article-footer' }, adminId)).slotId).toBe(
      'article-footer',
    );
  });

  it('fails with NOT_FOUND for an unknown campaign', async () => {
    const { deps } = setup();

    await expect(updateCampaign(deps, 'nope', { weight: 2 }, adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('deleteCampaign', () => {
  it('removes the campaign, then answers NOT_FOUND', async () => {
    const { campaigns, deps } = setup();
    const created = await createCampaign(deps, input, adminId);

    await deleteCampaign(deps, created.id, adminId);

    expect(await campaigns.list()).toEqual([]);
    await expect(deleteCampaign(deps, created.id, adminId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('campaign audit', () => {
  it('records one entry per create, edit, pause and delete, with the acting admin', async () => {
    const { deps, auditLog } = setup();
    const created = await createCampaign(deps, input, adminId);
    await updateCampaign(deps, created.id, { weight: 3 }, adminId);
    await updateCampaign(deps, created.id, { status: 'paused', weight: 2 }, adminId);
    await updateCampaign(deps, created.id, {}, adminId);
    await deleteCampaign(deps, created.id, null);

    const { entries } = await auditLog.list({ kind: 'campaign', limit: 10, offset: 0 });
    expect(
      entries.map(({ action, actor, subject, summary }) => [action, actor.id, subject.id, summary]),
    ).toEqual([
      ['campaign.deleted', null, created.id, 'Launch: deleted'],
      ['campaign.paused', adminId, created.id, 'Launch: paused'],
      ['campaign.edited', adminId, created.id, 'Launch: edited'],
      ['campaign.created', adminId, created.id, 'Launch: created'],
    ]);
  });

  it('records nothing when the write is refused', async () => {
    const { deps, auditLog } = setup();
    await expect(createCampaign(deps, { ...input, weight: 101 }, adminId)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(deleteCampaign(deps, 'nope', adminId)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect((await auditLog.list({ limit: 10, offset: 0 })).total).toBe(0);
  });
});

describe('listCampaignsWithStats', () => {
  it('carries impressions, clicks and the CTR in percent with two decimals', async () => {
    const { campaigns, stats, clock, deps } = setup();
    const seen = await createCampaign(deps, input, adminId);
    const unseen = await createCampaign(deps, input, adminId);
    const view = { viewId: 'shown', viewerId: 'v1', expiresAt: clock.now() };
    await stats.recordImpression(seen.id, clock.now(), { as: 'view', view });
    for (let impression = 0; impression < 2; impression += 1)
      await stats.recordImpression(seen.id, clock.now());
    await stats.recordClick(seen.id, clock.now(), { as: 'view', view });

    const listed = await listCampaignsWithStats({ campaigns, clock });

    expect(listed.find((campaign) => campaign.id === seen.id)).toMatchObject({
      impressions: 3,
      clicks: 1,
      ctr: 33.33,
    });
    expect(listed.find((campaign) => campaign.id === unseen.id)).toMatchObject({
      impressions: 0,
      clicks: 0,
      ctr: 0,
    });
  });

  it('calls a campaign whose start is ahead scheduled, and one past its end ended: neither is active', async () => {
    const { clock, campaigns, deps } = setup();
    const later = await createCampaign(deps, { ...input, startAt: '2026-04-02T00:00:00.000Z' }, adminId);
    const over = await createCampaign(deps, { ...input, endAt: '2026-04-01T00:00:00.000Z' }, adminId);
    const running = await createCampaign(deps, { ...input, startAt: '2026-03-01T00:00:00.000Z' }, adminId);
    const paused = await createCampaign(
      deps,
      { ...input, status: 'paused', startAt: '2026-05-01T00:00:00.000Z' },
      adminId,
    );

    const stateOf = async (id: string) =>
      (await listCampaignsWithStats({ campaigns, clock })).find((campaign) => campaign.id === id)?.state;

    expect(await stateOf(later.id)).toBe('scheduled');
    expect(await stateOf(over.id)).toBe('ended');
    expect(await stateOf(running.id)).toBe('active');
    expect(await stateOf(paused.id)).toBe('paused');
    clock.advanceSeconds(24 * 60 * 60);
    expect(await stateOf(later.id)).toBe('active');
  });
});
