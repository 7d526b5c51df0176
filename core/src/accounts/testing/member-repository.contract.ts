import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.ts';
import type { Transactions } from '../../shared/transactions.ts';
import {
  lockOutsideTransactionMessage,
  type MemberRepository,
  type MembershipStatusChange,
} from '../member-repository.ts';
import { aNewMember } from './member-builder.ts';

export interface MemberRepositoryHarness {
  repository: MemberRepository;
  /** The transactions the repository takes part in. */
  transactions: Transactions;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every MemberRepository must have; run against the fake and each real adapter. */
export function memberRepositoryContract(name: string, create: () => Promise<MemberRepositoryHarness>): void {
  describe(`MemberRepository contract: ${name}`, () => {
    it('creates a member with an id and timestamps and reads every field back', async () => {
      const { repository } = await create();
      const fields = aNewMember({
        organization: 'Acme',
        position: 'CTO',
        phone: '+234 800 000 0000',
        membershipTier: 'builder',
        billingCycle: 'yearly',
        paymentStatus: 'unpaid',
        verification: {
          codeHash: 'digest:123456',
          expiresAt: new Date('2026-01-01T00:05:00.000Z'),
          attempts: 2,
          sentAt: new Date('2026-01-01T00:00:00.000Z'),
        },
        paymentCustomerId: 'cus_1',
        paymentSubscriptionId: 'sub_1',
      });

      const created = await repository.create(fields);

      expect(created).toMatchObject(fields);
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(await repository.findById(created.id)).toEqual(created);
    });

    it('stores the e-mail normalized and finds it whatever its case and spaces', async () => {
      const { repository } = await create();
      const created = await repository.create(aNewMember({ email: ' Mixed.Case@Example.ORG ' }));

      expect(created.email).toBe('mixed.case@example.org');
      expect((await repository.findByEmail('  MIXED.case@example.org'))?.id).toBe(created.id);
      expect(await repository.findByEmail('other@example.org')).toBeNull();
    });

    it('refuses a second account for the same address with EMAIL_TAKEN', async () => {
      const { repository } = await create();
      await repository.create(aNewMember({ email: 'twice@example.org' }));

      await expect(repository.create(aNewMember({ email: 'TWICE@example.org' }))).rejects.toMatchObject({
        code: 'EMAIL_TAKEN',
      });
    });

    it('refuses a taken membership ID with CONFLICT but allows many members without one', async () => {
      const { repository } = await create();
      await repository.create(aNewMember({ membershipId: 'MC-2026-424242' }));

      await expect(repository.create(aNewMember({ membershipId: 'MC-2026-424242' }))).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await repository.create(aNewMember({ membershipId: null }));
      await repository.create(aNewMember({ membershipId: null }));
    });

    it('finds nothing for an unknown or malformed id', async () => {
      const { repository, transactions } = await create();

      expect(await repository.findById('6f1c8f6e-0000-4000-8000-000000000000')).toBeNull();
      expect(await repository.findById('not-an-id')).toBeNull();
      expect(await transactions.run(() => repository.findByIdForUpdate('not-an-id'))).toBeNull();
    });

    it('finds a member by payment customer id and reads one for update', async () => {
      const { repository, transactions } = await create();
      const created = await repository.create(aNewMember({ paymentCustomerId: 'cus_find' }));

      expect((await repository.findByPaymentCustomerId('cus_find'))?.id).toBe(created.id);
      expect(await repository.findByPaymentCustomerId('cus_none')).toBeNull();
      expect(await transactions.run(() => repository.findByIdForUpdate(created.id))).toEqual(created);
    });

    it('refuses to lock a member outside a transaction, as a bug rather than a DomainError', async () => {
      const { repository } = await create();
      const created = await repository.create(aNewMember());

      const outcome = repository.findByIdForUpdate(created.id).catch((error: unknown) => error);

      expect(await outcome).toBeInstanceOf(Error);
      expect(await outcome).not.toBeInstanceOf(DomainError);
      expect(((await outcome) as Error).message).toBe(lockOutsideTransactionMessage);
    });

    it('rolls a creation back with its transaction', async () => {
      const { repository, transactions } = await create();

      await transactions
        .run(async () => {
          await repository.create(aNewMember({ email: 'rolled-back@example.org' }));
          throw new Error('abort');
        })
        .catch(() => undefined);

      expect(await repository.findByEmail('rolled-back@example.org')).toBeNull();
    });

    it('stores a payment customer only where none is stored, and returns the one stored', async () => {
      const { repository } = await create();
      const without = await repository.create(aNewMember());
      const holder = await repository.create(aNewMember({ paymentCustomerId: 'cus_kept' }));

      expect(await repository.setPaymentCustomerIdIfAbsent(without.id, 'cus_new')).toBe('cus_new');
      expect(await repository.setPaymentCustomerIdIfAbsent(without.id, 'cus_later')).toBe('cus_new');
      expect(await repository.setPaymentCustomerIdIfAbsent(holder.id, 'cus_other')).toBe('cus_kept');
      expect((await repository.findById(without.id))?.paymentCustomerId).toBe('cus_new');
      expect((await repository.findById(holder.id))?.paymentCustomerId).toBe('cus_kept');
    });

    it('gives concurrent payment customer writes one winner', async () => {
      const { repository } = await create();
      const member = await repository.create(aNewMember());

      const stored = await Promise.all(
        ['cus_a', 'cus_b', 'cus_c'].map((customerId) =>
          repository.setPaymentCustomerIdIfAbsent(member.id, customerId),
        ),
      );

      const winner = (await repository.findById(member.id))?.paymentCustomerId;
      expect(['cus_a', 'cus_b', 'cus_c']).toContain(winner);
      expect(stored).toEqual([winner, winner, winner]);
    });

    it('stores no payment customer for an unknown or malformed id', async () => {
      const { repository } = await create();

      expect(
        await repository.setPaymentCustomerIdIfAbsent('6f1c8f6e-0000-4000-8000-000000000002', 'cus_x'),
      ).toBeNull();
      expect(await repository.setPaymentCustomerIdIfAbsent('not-an-id', 'cus_x')).toBeNull();
    });

    it('applies changes, returns the updated member, and clears a verification', async () => {
      const { repository } = await create();
      const created = await repository.create(
        aNewMember({
          verification: {
            codeHash: 'digest:1',
            expiresAt: new Date('2026-01-01T00:05:00.000Z'),
            attempts: 0,
            sentAt: new Date('2026-01-01T00:00:00.000Z'),
          },
        }),
      );
      const verifiedAt = new Date('2026-01-01T00:01:00.000Z');

      const updated = await repository.update(created.id, {
        membershipStatus: 'active',
        emailVerifiedAt: verifiedAt,
        verification: null,
        isAdmin: true,
        passwordHash: 'fake$v2$9$wen',
      });

      expect(updated).toMatchObject({
        membershipStatus: 'active',
        emailVerifiedAt: verifiedAt,
        verification: null,
        isAdmin: true,
        passwordHash: 'fake$v2$9$wen',
        firstName: created.firstName,
      });
      expect(await repository.findById(created.id)).toEqual(updated);
    });

    it('fails with NOT_FOUND when updating an unknown member', async () => {
      const { repository } = await create();

      await expect(
        repository.update('6f1c8f6e-0000-4000-8000-000000000001', { isAdmin: true }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('lists every member, newest first', async () => {
      const { repository } = await create();
      const first = await repository.create(aNewMember());
      await pause(5);
      const second = await repository.create(aNewMember());

      const ids = (await repository.list()).map((member) => member.id);

      expect(ids).toEqual([second.id, first.id]);
    });

    it('records status changes and returns a member history oldest first', async () => {
      const { repository } = await create();
      const member = await repository.create(aNewMember());
      const admin = await repository.create(aNewMember({ isAdmin: true }));
      const registered: MembershipStatusChange = {
        memberId: member.id,
        fromStatus: null,
        toStatus: 'pending',
        fromPaymentStatus: null,
        toPaymentStatus: 'unpaid',
        fromTier: null,
        toTier: 'builder',
        fromBillingCycle: null,
        toBillingCycle: 'monthly',
        reason: 'registered',
        actor: { kind: 'member' },
        at: new Date('2026-01-01T00:00:00.000Z'),
      };
      const upgraded: MembershipStatusChange = {
        ...registered,
        fromStatus: 'pending',
        toStatus: 'active',
        fromPaymentStatus: 'unpaid',
        toPaymentStatus: 'paid',
        fromTier: 'builder',
        toTier: 'leader',
        fromBillingCycle: 'monthly',
        toBillingCycle: 'yearly',
        reason: 'payment:checkout-completed',
        actor: { kind: 'payment-event', eventId: 'evt_1' },
        at: new Date('2026-01-02T00:00:00.000Z'),
      };
      const deactivated: MembershipStatusChange = {
        ...upgraded,
        fromStatus: 'active',
        toStatus: 'inactive',
        fromPaymentStatus: 'paid',
        fromTier: 'leader',
        fromBillingCycle: 'yearly',
        reason: 'admin',
        actor: { kind: 'admin', id: admin.id },
        at: new Date('2026-01-03T00:00:00.000Z'),
      };
      const byOperator: MembershipStatusChange = {
        ...deactivated,
        fromStatus: 'inactive',
        toStatus: 'pending',
        actor: { kind: 'system' },
        at: new Date('2026-01-04T00:00:00.000Z'),
      };
      for (const change of [deactivated, byOperator, registered, upgraded]) {
        await repository.recordStatusChange(change);
      }

      expect(await repository.statusHistory(member.id)).toEqual([
        registered,
        upgraded,
        deactivated,
        byOperator,
      ]);
      expect(await repository.statusHistory(admin.id)).toEqual([]);
    });
  });
}
