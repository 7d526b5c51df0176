import { adCampaignRepositoryContract } from '@commons/core/ads/testing/ad-campaign-repository.contract';
import { adStatsContract } from '@commons/core/ads/testing/ad-stats.contract';
import { builderSponsor, campaignFields } from '@commons/core/ads/testing/campaign-builder';
import { sponsorRepositoryContract } from '@commons/core/sponsors/testing/sponsor-repository.contract';
import { sponsorReportLinksContract } from '@commons/core/sponsors/testing/sponsor-report-links.contract';
import { sponsorFields } from '@commons/core/sponsors/testing/sponsor-builder';
import { weeklyReportClaimsContract } from '@commons/core/sponsors/testing/weekly-report-claims.contract';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { describe, expect, it } from 'vitest';
import { SponsorReportLinkSigner } from '../../security/sponsor-report-link-signer.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmAdCampaignRepository } from './mikro-orm-ad-campaign-repository.ts';
import { MikroOrmSponsorRepository } from './mikro-orm-sponsor-repository.ts';
import { SqlAdStats } from './sql-ad-stats.ts';
import { SqlSponsorReportLinks } from './sql-sponsor-report-links.ts';
import { SqlWeeklyReportClaims } from './sql-weekly-report-claims.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  /** An empty database with the slots, which campaigns reference, and no sponsor. */
  async function withoutSponsors(): Promise<void> {
    await truncateAll(orm());
    await seedDatabase(orm());
  }

  /** An empty database with the slots and the builder's sponsor, which campaigns reference. */
  async function freshDatabase(): Promise<void> {
    await withoutSponsors();
    await orm()
      .em.fork()
      .getConnection()
      .execute('insert into sponsors (id, name) values (?, ?)', [builderSponsor.id, builderSponsor.name]);
  }

  sponsorRepositoryContract(`MikroORM on ${kind}`, async () => {
    await withoutSponsors();
    const clock = new FixedClock('2026-01-01T00:00:00.000Z');
    return {
      sponsors: perCallContext(orm(), new MikroOrmSponsorRepository(orm().em, clock)),
      campaigns: perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, clock)),
      clock,
    };
  });

  /** Two sponsors and their report links, signed under `secret` (or another). */
  async function reportLinks() {
    await withoutSponsors();
    const sponsors = perCallContext(orm(), new MikroOrmSponsorRepository(orm().em, new FixedClock()));
    const acme = await sponsors.create(sponsorFields());
    const other = await sponsors.create(sponsorFields());
    const linksUnder = (secret: string) =>
      perCallContext(orm(), new SqlSponsorReportLinks(orm().em, new SponsorReportLinkSigner(secret)));
    return {
      links: linksUnder('a-test-secret-of-enough-length'),
      underAnotherKey: linksUnder('another-secret-of-enough-length'),
      sponsorIds: [acme.id, other.id] as [string, string],
    };
  }

  sponsorReportLinksContract(`SQL on ${kind}`, reportLinks);

  describe(`SqlSponsorReportLinks on ${kind}`, () => {
    it('keeps the link id and never the token, so a copy of the table opens no report', async () => {
      const { links, sponsorIds } = await reportLinks();
      const token = await links.issue(sponsorIds[0], new Date('2026-05-04T09:00:00.000Z'));
      const [linkId, tag] = token.split('.') as [string, string];

      const rows = await orm().em.fork().getConnection().execute('select * from sponsor_report_links');

      expect(rows).toEqual([{ sponsor_id: sponsorIds[0], link_id: linkId, issued_at: expect.anything() }]);
      expect(JSON.stringify(rows)).not.toContain(tag);
      expect(await links.sponsorOf(linkId)).toBeNull();
    });
  });

  weeklyReportClaimsContract(`SQL on ${kind}`, async () => {
    await withoutSponsors();
    const claimant = () => perCallContext(orm(), new SqlWeeklyReportClaims(orm().em));
    return {
      claims: [claimant(), claimant()],
      sponsorIds: ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'],
    };
  });

  adCampaignRepositoryContract(`MikroORM on ${kind}`, async () => {
    await freshDatabase();
    const clock = new FixedClock('2026-01-01T00:00:00.000Z');
    return { campaigns: perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, clock)), clock };
  });

  adStatsContract(`SQL on ${kind}`, async () => {
    await freshDatabase();
    return {
      campaigns: perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, new FixedClock())),
      stats: perCallContext(orm(), new SqlAdStats(orm().em)),
    };
  });

  describe(`SqlAdStats on ${kind}`, () => {
    const at = new Date('2026-03-02T10:00:00.000Z');
    const expiresAt = new Date('2026-03-02T10:30:00.000Z');
    const range = { from: '2026-03-02', to: '2026-03-02' };

    it('counts exactly when several instances (app processes) hit the same campaign at once', async () => {
      await freshDatabase();
      const campaigns = perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, new FixedClock()));
      const instances = Array.from({ length: 4 }, () => perCallContext(orm(), new SqlAdStats(orm().em)));
      const campaign = await campaigns.create(campaignFields());

      const shown = (instance: number, index: number) =>
        ({ as: 'view', view: { viewId: `${instance}-${index}`, viewerId: `v${index}`, expiresAt } }) as const;
      await Promise.all(
        instances.flatMap((stats, instance) => [
          ...Array.from({ length: 200 }, () => stats.recordImpression(campaign.id, at)),
          ...Array.from({ length: 50 }, (_, index) =>
            stats.recordImpression(campaign.id, at, shown(instance, index)),
          ),
        ]),
      );
      await Promise.all(
        instances.flatMap((stats, instance) =>
          Array.from({ length: 50 }, (_, index) =>
            stats.recordClick(campaign.id, at, shown(instance, index)),
          ),
        ),
      );

      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1000, clicks: 200 });
      expect(await instances[0]!.daily(campaign.id, range)).toEqual([
        { day: '2026-03-02', impressions: 1000, clicks: 200, filtered: 0 },
      ]);
    });

    it('fails every event of an unknown campaign without disturbing the others', async () => {
      await freshDatabase();
      const campaigns = perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, new FixedClock()));
      const stats = perCallContext(orm(), new SqlAdStats(orm().em));
      const campaign = await campaigns.create(campaignFields());
      const unknown = '00000000-0000-4000-8000-0000000000ff';

      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 50 }, () => stats.recordImpression(unknown, at)),
        ...Array.from({ length: 50 }, () => stats.recordImpression(campaign.id, at)),
      ]);

      expect(outcomes.slice(0, 50).every((outcome) => outcome.status === 'rejected')).toBe(true);
      expect(outcomes.slice(0, 50)[0]).toMatchObject({ reason: { code: 'NOT_FOUND' } });
      expect(outcomes.slice(50).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 50 });
    });

    it('counts the click of one view once when several instances post it at once', async () => {
      await freshDatabase();
      const campaigns = perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, new FixedClock()));
      const instances = Array.from({ length: 4 }, () => perCallContext(orm(), new SqlAdStats(orm().em)));
      const campaign = await campaigns.create(campaignFields());
      const view = { as: 'view', view: { viewId: 'one', viewerId: 'ann', expiresAt } } as const;
      await instances[0]!.recordImpression(campaign.id, at, view);

      const clicks = await Promise.all(
        instances.flatMap((stats) =>
          Array.from({ length: 25 }, () => stats.recordClick(campaign.id, at, view)),
        ),
      );

      expect(clicks.filter(Boolean)).toHaveLength(1);
      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 1, clicks: 1 });
    });

    it("holds a viewer's frequency cap when several instances count that viewer's views at once", async () => {
      await freshDatabase();
      const campaigns = perCallContext(orm(), new MikroOrmAdCampaignRepository(orm().em, new FixedClock()));
      const instances = Array.from({ length: 4 }, () => perCallContext(orm(), new SqlAdStats(orm().em)));
      const campaign = await campaigns.create(campaignFields({ frequencyCap: 3 }));

      const counted = await Promise.all(
        instances.flatMap((stats, instance) =>
          Array.from({ length: 10 }, (_, index) =>
            stats.recordImpression(campaign.id, at, {
              as: 'view',
              view: { viewId: `${instance}-${index}`, viewerId: index % 2 === 0 ? 'ann' : 'bob', expiresAt },
            }),
          ),
        ),
      );

      expect(counted.filter(Boolean)).toHaveLength(6);
      expect(await campaigns.findById(campaign.id)).toMatchObject({ impressions: 6 });
      expect(await instances[0]!.daily(campaign.id, range)).toEqual([
        { day: '2026-03-02', impressions: 6, clicks: 0, filtered: 34 },
      ]);
    });
  });
}
