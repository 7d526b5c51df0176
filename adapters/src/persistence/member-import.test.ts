/**
 * The member import on the real databases: a file of many chunks goes in while other requests are
 * answered; a membership id that is already taken is drawn again. The largest file it takes
 * (10,000 rows) is timed by `npm run bench:import`, not here.
 */
import {
  importChunkRows,
  importMembers,
  type ImportMembersDeps,
} from '@commons/core/accounts/import-members';
import type { SecretGenerator } from '@commons/core/accounts/secret-generator';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import type { Transactions } from '@commons/core/shared/transactions';
import { describe, expect, it } from 'vitest';
import { CsvParseReader } from '../csv/csv-parse-reader.ts';
import { CryptoSecretGenerator } from '../security/crypto-secret-generator.ts';
import type { Orm } from './orm.ts';
import { MikroOrmMemberRepository } from './repositories/mikro-orm-member-repository.ts';
import { SqlSessionStore } from './repositories/sql-session-store.ts';
import { truncateAll } from './testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from './testing/vitest-database.ts';
import { MikroOrmTransactions, runInDatabaseContext } from './transactions.ts';

// Several chunks, so a query asked for after the first commit is answered before the last: the
// query waits behind at most the chunk in progress.
const rows = importChunkRows * 3;

const header = 'email,firstName,lastName,organization,position,phone,tier,status';
const csvOf = (count: number) =>
  [
    header,
    ...Array.from(
      { length: count },
      (_, i) => `member-${i}@example.org,Ngozi,Eze,Delta Labs,CTO,,builder,active`,
    ),
  ].join('\n');

function importDeps(orm: Orm, overrides: Partial<ImportMembersDeps> = {}): ImportMembersDeps {
  return {
    members: new MikroOrmMemberRepository(orm.em),
    sessions: new SqlSessionStore(orm.em),
    secrets: new CryptoSecretGenerator(),
    clock: new FixedClock('2026-03-01T10:00:00.000Z'),
    transactions: new MikroOrmTransactions(orm),
    csvReader: new CsvParseReader(),
    ...overrides,
  };
}

/** The transactions, telling when the first one the caller opened has committed. */
function watchedTransactions(inner: Transactions, firstCommitted: () => void): Transactions {
  return {
    isActive: () => inner.isActive(),
    afterCommit: (callback) => inner.afterCommit(callback),
    run: async (work) => {
      const outermost = !inner.isActive();
      const result = await inner.run(work);
      if (outermost) firstCommitted();
      return result;
    },
  };
}

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  const inContext = <T>(work: () => Promise<T>) => runInDatabaseContext(orm(), work);

  describe(`member import on ${kind}`, () => {
    it('imports a file of many chunks, answering a query asked for while it runs', async () => {
      await truncateAll(orm());
      const members = new MikroOrmMemberRepository(orm().em);
      const order: string[] = [];
      let asked: Promise<unknown> | undefined;
      const transactions = watchedTransactions(new MikroOrmTransactions(orm()), () => {
        asked ??= inContext(() => members.findByEmail('member-0@example.org')).then((found) => {
          order.push('query');
          return found;
        });
      });
      const deps = importDeps(orm(), { transactions });

      const report = await inContext(() => importMembers(deps, { file: csvOf(rows), dryRun: false }, null));
      order.push('import');

      expect(report).toEqual({ dryRun: false, created: rows, updated: 0, unchanged: 0, errors: [] });
      expect(await asked).toMatchObject({ email: 'member-0@example.org', membershipTier: 'builder' });
      expect(order).toEqual(['query', 'import']);
      expect(await inContext(() => members.countWithTier('builder'))).toBe(rows);
    }, 120_000);

    it('draws another membership id when the one drawn is taken, and imports every row', async () => {
      await truncateAll(orm());
      const members = new MikroOrmMemberRepository(orm().em);
      await inContext(() => members.create(aNewMember({ membershipId: 'MC-2026-424242' })));
      // The first draw clashes; the others are random.
      const draws = ['424242'];
      const crypto = new CryptoSecretGenerator();
      const secrets: SecretGenerator = Object.assign(Object.create(crypto) as SecretGenerator, {
        randomDigits: (count: number) => draws.shift() ?? crypto.randomDigits(count),
      });

      const report = await inContext(() =>
        importMembers(importDeps(orm(), { secrets }), { file: csvOf(3), dryRun: false }, null),
      );

      expect(report).toMatchObject({ created: 3, errors: [] });
      expect(draws).toEqual([]);
      const first = await inContext(() => members.findByEmail('member-0@example.org'));
      expect(first?.membershipId).toMatch(/^MC-2026-\d{6}$/);
      expect(first?.membershipId).not.toBe('MC-2026-424242');
    });
  });
}
