import { memberRepositoryContract } from '@commons/core/members/testing/member-repository.contract';
import { aNewMember, aRegistration } from '@commons/core/members/testing/member-builder';
import { describe, expect, it } from 'vitest';
import { MikroOrmTransactions } from '../transactions.ts';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { RequestContext } from '@mikro-orm/core';
import { applyTierGrant } from '@commons/core/accounts/complimentary-tier';
import { lockMember } from '@commons/core/members/find-member';
import { FixedClock } from '@commons/core/shared/testing/fixed-clock';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  memberRepositoryContract(`MikroORM on ${kind}`, async () => {
    await truncateAll(orm());
    return {
      repository: perCallContext(orm(), new MikroOrmMemberRepository(orm().em)),
      transactions: perCallContext(orm(), new MikroOrmTransactions(orm())),
    };
  });

  describe(`MikroOrmMemberRepository on ${kind}`, () => {
    it('erases the account row but keeps its history, payment events, subscriptions and payments, with no member', async () => {
      await truncateAll(orm());
      const repository = perCallContext(orm(), new MikroOrmMemberRepository(orm().em));
      const member = await repository.create(aNewMember());
      await repository.recordStatusChange(aRegistration(member.id));
      const em = orm().em.fork();
      await em.execute(
        `insert into processed_payment_events (event_id, type, user_id) values ('evt_kept', 'invoice-paid', ?)`,
        [member.id],
      );
      await em.execute(
        `insert into subscriptions (user_id, provider_subscription_id, status, updated_at) values (?, 'sub_kept', 'ended', now())`,
        [member.id],
      );
      await em.execute(
        `insert into payments (user_id, provider_payment_id, amount_cents, receipt_number, paid_at)
         values (?, 'in_kept', 2900, 1, now())`,
        [member.id],
      );

      await repository.erase(member.id);

      expect(
        await em.execute('select user_id, reason from membership_status_history where reason = ?', [
          'registered',
        ]),
      ).toEqual([{ user_id: null, reason: 'registered' }]);
      expect(
        await em.execute(`select user_id from processed_payment_events where event_id = 'evt_kept'`),
      ).toEqual([{ user_id: null }]);
      expect(
        await em.execute(
          `select user_id, status from subscriptions where provider_subscription_id = 'sub_kept'`,
        ),
      ).toEqual([{ user_id: null, status: 'ended' }]);
      expect(
        await em.execute(`select user_id, amount_cents from payments where provider_payment_id = 'in_kept'`),
      ).toEqual([{ user_id: null, amount_cents: 2900 }]);
      expect(await em.execute('select id from users where id = ?', [member.id])).toEqual([]);
    });

    it('serializes concurrent read-modify-write transactions on one member with the row lock', async () => {
      await truncateAll(orm());
      const repository = new MikroOrmMemberRepository(orm().em);
      const transactions = new MikroOrmTransactions(orm());
      const expiresAt = new Date('2030-01-01T00:00:00.000Z');
      const member = await RequestContext.create(orm().em, () =>
        repository.create(
          aNewMember({ verification: { codeHash: 'h', expiresAt, attempts: 0, sentAt: expiresAt } }),
        ),
      );

      const countOneGuess = () =>
        RequestContext.create(orm().em, () =>
          transactions.run(async () => {
            const locked = (await repository.findByIdForUpdate(member.id))!;
            const verification = locked.verification!;
            await new Promise((resolve) => setTimeout(resolve, 20));
            await repository.update(member.id, {
              verification: { ...verification, attempts: verification.attempts + 1 },
            });
          }),
        );
      await Promise.all(Array.from({ length: 5 }, countOneGuess));

      const stored = await RequestContext.create(orm().em, () => repository.findById(member.id));
      expect(stored?.verification?.attempts).toBe(5);
    });

    it('grants the last F100 places once each, however concurrent grants race', async () => {
      await truncateAll(orm());
      const repository = new MikroOrmMemberRepository(orm().em);
      const deps = {
        members: repository,
        clock: new FixedClock(),
        transactions: new MikroOrmTransactions(orm()),
      };
      const candidates = await RequestContext.create(orm().em, async () => {
        for (let i = 0; i < 98; i += 1) await repository.create(aNewMember({ membershipTier: 'f100' }));
        return Promise.all(Array.from({ length: 6 }, () => repository.create(aNewMember())));
      });

      const results = await Promise.allSettled(
        candidates.map((candidate) =>
          RequestContext.create(orm().em, () =>
            deps.transactions.run(async () =>
              applyTierGrant(deps, await lockMember(deps, { id: candidate.id }), 'f100', null),
            ),
          ),
        ),
      );

      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      expect(results.filter((result) => result.status === 'rejected')).toEqual(
        Array.from({ length: 4 }, () =>
          expect.objectContaining({ reason: expect.objectContaining({ code: 'CONFLICT' }) }),
        ),
      );
      expect(await RequestContext.create(orm().em, () => repository.countWithTier('f100'))).toBe(100);
    });
  });
}
