import { describe, expect, it } from 'vitest';
import { campaignFields } from '../ads/testing/campaign-builder.ts';
import { InMemoryAdCampaignRepository } from '../ads/testing/in-memory-ad-campaign-repository.ts';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { createSponsor } from './create-sponsor.ts';
import { deleteSponsor } from './delete-sponsor.ts';
import { getSponsor } from './get-sponsor.ts';
import { listSponsors } from './list-sponsors.ts';
import { InMemorySponsorReportLinks } from './testing/in-memory-sponsor-report-links.ts';
import { InMemorySponsorRepository } from './testing/in-memory-sponsor-repository.ts';
import { updateSponsor } from './update-sponsor.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';
const acme = { name: ' Acme Foundation ', contactName: 'Ada Obi', contactEmail: 'Ada@Acme.example.org' };

function setup() {
  const clock = new FixedClock('2026-04-01T00:00:00.000Z');
  const campaigns = new InMemoryAdCampaignRepository(clock);
  const sponsors = new InMemorySponsorRepository(clock, campaigns);
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  const links = new InMemorySponsorReportLinks();
  return {
    campaigns,
    sponsors,
    auditLog,
    clock,
    deps: { sponsors, campaigns, auditLog, transactions, links },
  };
}

describe('createSponsor', () => {
  it('stores the trimmed fields, the address in lower case, and the weekly report on with an address', async () => {
    const { deps } = setup();

    const created = await createSponsor(deps, acme, adminId);

    expect(created).toMatchObject({
      name: 'Acme Foundation',
      contactName: 'Ada Obi',
      contactEmail: 'ada@acme.example.org',
      weeklyReport: true,
    });
    expect(await createSponsor(deps, { name: 'No contact' }, adminId)).toMatchObject({
      contactName: null,
      contactEmail: null,
      weeklyReport: false,
    });
  });

  it('refuses a weekly report without an address, a bad address and a taken name, in words', async () => {
    const { deps } = setup();
    await createSponsor(deps, acme, adminId);

    await expect(createSponsor(deps, { name: 'B', weeklyReport: true }, adminId)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The weekly report needs a contact e-mail address',
    });
    await expect(createSponsor(deps, { name: 'B', contactEmail: 'nope' }, adminId)).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { contactEmail: 'Enter a valid contact e-mail address' } },
    });
    await expect(createSponsor(deps, { name: 'acme foundation' }, adminId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A sponsor named acme foundation already exists',
    });
  });
});

describe('updateSponsor', () => {
  it('changes only the fields sent, and clearing the address switches the weekly report off', async () => {
    const { deps } = setup();
    const created = await createSponsor(deps, acme, adminId);

    expect(await updateSponsor(deps, created.id, { contactName: 'Bola' }, adminId)).toMatchObject({
      name: 'Acme Foundation',
      contactName: 'Bola',
      weeklyReport: true,
    });
    expect(await updateSponsor(deps, created.id, { contactEmail: '' }, adminId)).toMatchObject({
      contactEmail: null,
      weeklyReport: false,
    });
    await expect(updateSponsor(deps, created.id, { weeklyReport: true }, adminId)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(updateSponsor(deps, 'nope', { name: 'X' }, adminId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('deleteSponsor', () => {
  it('removes a sponsor without campaigns and refuses, in words, one that has some', async () => {
    const { deps, campaigns, sponsors } = setup();
    const idle = await createSponsor(deps, { name: 'Idle' }, adminId);
    const busy = await createSponsor(deps, { name: 'Busy' }, adminId);
    await campaigns.create(campaignFields({ sponsorId: busy.id }));
    await campaigns.create(campaignFields({ sponsorId: busy.id }));

    await deleteSponsor(deps, idle.id, adminId);

    expect(await sponsors.findById(idle.id)).toBeNull();
    await expect(deleteSponsor(deps, busy.id, adminId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This sponsor still has 2 campaigns: move them to another sponsor or delete them first',
    });
    await expect(deleteSponsor(deps, idle.id, adminId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('listSponsors and getSponsor', () => {
  it('count and show each sponsor its own campaigns only', async () => {
    const { deps, campaigns, clock } = setup();
    const acmeSponsor = await createSponsor(deps, acme, adminId);
    const other = await createSponsor(deps, { name: 'Other' }, adminId);
    const campaign = await campaigns.create(campaignFields({ sponsorId: acmeSponsor.id }));
    await campaigns.create(campaignFields({ sponsorId: other.id }));
    await campaigns.create(campaignFields({ sponsorId: other.id }));

    expect((await listSponsors(deps)).map((sponsor) => [sponsor.name, sponsor.campaignCount])).toEqual([
      ['Acme Foundation', 1],
      ['Other', 2],
    ]);
    const detail = await getSponsor({ ...deps, clock }, acmeSponsor.id);
    expect(detail.campaigns.map((shown) => [shown.id, shown.ctr, shown.state])).toEqual([
      [campaign.id, 0, 'active'],
    ]);
    await expect(getSponsor({ ...deps, clock }, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("shows the sponsor's current report link whenever asked, and none once revoked", async () => {
    const { deps, clock } = setup();
    const sponsor = await createSponsor(deps, acme, adminId);
    expect(await getSponsor({ ...deps, clock }, sponsor.id)).toMatchObject({
      reportLinkIssuedAt: null,
      reportLinkToken: null,
    });

    const token = await deps.links.issue(sponsor.id, clock.now());

    expect(await getSponsor({ ...deps, clock }, sponsor.id)).toMatchObject({
      reportLinkIssuedAt: clock.now(),
      reportLinkToken: token,
    });
    await deps.links.revoke(sponsor.id);
    expect((await getSponsor({ ...deps, clock }, sponsor.id)).reportLinkToken).toBeNull();
  });
});

describe('sponsor audit', () => {
  it('records each create, edit and delete with the acting admin', async () => {
    const { deps, auditLog } = setup();
    const created = await createSponsor(deps, { name: 'Acme' }, adminId);
    await updateSponsor(deps, created.id, { contactName: 'Ada' }, adminId);
    await deleteSponsor(deps, created.id, null);

    const { entries } = await auditLog.list({ kind: 'sponsor', limit: 10, offset: 0 });
    expect(entries.map(({ action, actor, summary }) => [action, actor.id, summary])).toEqual([
      ['sponsor.deleted', null, 'Acme: deleted'],
      ['sponsor.edited', adminId, 'Acme: edited'],
      ['sponsor.created', adminId, 'Acme: created'],
    ]);
  });
});
