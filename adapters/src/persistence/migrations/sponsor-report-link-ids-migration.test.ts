import { describe, expect, it } from 'vitest';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  describe(`the signed report links migration on ${kind}`, () => {
    it('drops the links kept as digests, which no signed token can name, and keeps the sponsors', async () => {
      await truncateAll(orm());
      await orm().migrator.down({ to: 'Migration20261130050100_ad_hourly_stats' });
      const connection = orm().em.fork().getConnection();
      const [sponsor] = await connection.execute<{ id: string }[]>(
        `insert into sponsors (name) values ('Acme') returning id`,
      );
      await connection.execute(
        `insert into sponsor_report_links (sponsor_id, token_digest, issued_at) values (?, 'a-digest', now())`,
        [sponsor!.id],
      );

      await orm().migrator.up();

      expect(await connection.execute('select * from sponsor_report_links')).toEqual([]);
      expect(await connection.execute('select name from sponsors')).toEqual([{ name: 'Acme' }]);
      await connection.execute(
        `insert into sponsor_report_links (sponsor_id, link_id, issued_at) values (?, gen_random_uuid(), now())`,
        [sponsor!.id],
      );
    });
  });
}
