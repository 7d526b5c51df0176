import { describe, expect, it } from 'vitest';
import type { AdCampaignRepository } from '../../ads/ad-campaign-repository.ts';
import { campaignFields } from '../../ads/testing/campaign-builder.ts';
import type { FixedClock } from '../../shared/testing/fixed-clock.ts';
import type { SponsorRepository } from '../sponsor-repository.ts';
import { sponsorFields } from './sponsor-builder.ts';

const unknownId = '00000000-0000-4000-8000-0000000000ff';

/** The behaviour every SponsorRepository must have; `campaigns` shares its store. */
export function sponsorRepositoryContract(
  name: string,
  create: () => Promise<{ sponsors: SponsorRepository; campaigns: AdCampaignRepository; clock: FixedClock }>,
): void {
  describe(`SponsorRepository contract: ${name}`, () => {
    it('stores a sponsor and round-trips every field', async () => {
      const { sponsors, clock } = await create();
      const fields = sponsorFields({ name: 'Acme Foundation', weeklyReport: true });

      const created = await sponsors.create(fields);

      expect(created).toEqual({
        ...fields,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      expect(await sponsors.findById(created.id)).toEqual(created);
      expect(await sponsors.findById(unknownId)).toBeNull();
      expect(await sponsors.findById('not-a-uuid')).toBeNull();
    });

    it('lists sponsors by name, whatever their case', async () => {
      const { sponsors } = await create();
      await sponsors.create(sponsorFields({ name: 'zeta' }));
      await sponsors.create(sponsorFields({ name: 'Alpha' }));
      await sponsors.create(sponsorFields({ name: 'beta' }));

      expect((await sponsors.list()).map((sponsor) => sponsor.name)).toEqual(['Alpha', 'beta', 'zeta']);
    });

    it('refuses a second sponsor of the same name in any case, on create and on rename', async () => {
      const { sponsors } = await create();
      await sponsors.create(sponsorFields({ name: 'Acme' }));
      const other = await sponsors.create(sponsorFields({ name: 'Other' }));

      await expect(sponsors.create(sponsorFields({ name: 'ACME' }))).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await expect(sponsors.update(other.id, { name: 'acme' })).rejects.toMatchObject({ code: 'CONFLICT' });
    });

    it('finds a sponsor by name in any case, or creates it once for concurrent calls', async () => {
      const { sponsors } = await create();
      const existing = await sponsors.create(sponsorFields({ name: 'Acme' }));

      expect((await sponsors.findOrCreateByName('acme')).id).toBe(existing.id);
      const created = await Promise.all([
        sponsors.findOrCreateByName('Newcomer'),
        sponsors.findOrCreateByName('Newcomer'),
      ]);
      expect(created[0]).toMatchObject({ name: 'Newcomer', contactEmail: null, weeklyReport: false });
      expect(created[1].id).toBe(created[0].id);
      expect(await sponsors.list()).toHaveLength(2);
    });

    it('updates only the fields given and bumps updatedAt', async () => {
      const { sponsors, clock } = await create();
      const created = await sponsors.create(sponsorFields());
      clock.advanceSeconds(30);

      const updated = await sponsors.update(created.id, { contactName: null, weeklyReport: true });

      expect(updated).toEqual({ ...created, contactName: null, weeklyReport: true, updatedAt: clock.now() });
      expect(await sponsors.findById(created.id)).toEqual(updated);
      await expect(sponsors.update(unknownId, { name: 'X' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('deletes a sponsor without campaigns, and refuses one that has some', async () => {
      const { sponsors, campaigns } = await create();
      const idle = await sponsors.create(sponsorFields());
      const busy = await sponsors.create(sponsorFields());
      await campaigns.create(campaignFields({ sponsorId: busy.id }));

      await sponsors.delete(idle.id);

      expect(await sponsors.findById(idle.id)).toBeNull();
      await expect(sponsors.delete(busy.id)).rejects.toMatchObject({ code: 'CONFLICT' });
      await expect(sponsors.delete(unknownId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await sponsors.findById(busy.id)).not.toBeNull();
    });
  });
}
