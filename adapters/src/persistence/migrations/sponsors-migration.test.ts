import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed-database.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  describe(`the sponsors and creatives migrations on ${kind}`, () => {
    it('moves each existing campaign to a sponsor named after it and its banner to its first creative', async () => {
      await truncateAll(orm());
      await seedDatabase(orm());
      await orm().migrator.down({ to: 'Migration20261129095000_article_tags' });
      const connection = orm().em.fork().getConnection();
      for (const [name, createdAt] of [
        ['acme', '2026-01-02T00:00:00Z'],
        ['Acme', '2026-01-01T00:00:00Z'],
        ['Other', '2026-01-03T00:00:00Z'],
      ]) {
        await connection.execute(
          `insert into ad_campaigns (name, slot_id, image_url, alt, click_url, created_at) values (?, 'dashboard-primary', 'https://ads.example.com/a.png', 'Ad', 'https://sponsor.example.com', ?)`,
          [name, createdAt],
        );
      }

      await orm().migrator.up();

      const rows = await connection.execute<{ campaign: string; sponsor: string }[]>(
        `select c.name as campaign, s.name as sponsor from ad_campaigns c join sponsors s on s.id = c.sponsor_id order by c.created_at`,
      );
      expect(rows).toEqual([
        { campaign: 'Acme', sponsor: 'Acme' },
        { campaign: 'acme', sponsor: 'Acme' },
        { campaign: 'Other', sponsor: 'Other' },
      ]);
      expect(await connection.execute('select count(*)::int as n from sponsors')).toEqual([{ n: 2 }]);
      // Each campaign's banner became its first creative.
      const creatives = await connection.execute<{ mirrored: boolean }[]>(
        `select c.image_url = cr.image_url and c.alt = cr.alt_text and c.click_url = cr.click_url and cr.weight = 1 and cr.position = 0 as mirrored
         from ad_campaigns c join ad_creatives cr on cr.campaign_id = c.id`,
      );
      expect(creatives).toEqual([{ mirrored: true }, { mirrored: true }, { mirrored: true }]);
    });
  });
}
