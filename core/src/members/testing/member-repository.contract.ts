import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error.ts';
import type { Transactions } from '../../shared/transactions.ts';
import {
  lockOutsideTransactionMessage,
  type MemberRepository,
  type MembershipStatusChange,
} from '../member-repository.ts';
import { memberSearchSchema, type MemberSearch } from '../member-search.ts';
import { aNewMember, aRegistration } from './member-builder.ts';

const aSearch = (overrides: Partial<MemberSearch> = {}): MemberSearch => ({
  ...memberSearchSchema.parse({}),
  ...overrides,
});

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

    it("leaves the caller's transaction usable after a taken membership ID, so the caller can draw again", async () => {
      const { repository, transactions } = await create();
      await repository.create(aNewMember({ membershipId: 'MC-2026-424242' }));

      const member = await transactions.run(async () => {
        await repository
          .create(aNewMember({ email: 'clash@example.org', membershipId: 'MC-2026-424242' }))
          .catch(() => null);
        return repository.create(aNewMember({ email: 'clash@example.org', membershipId: 'MC-2026-424243' }));
      });

      expect(await repository.findById(member.id)).toMatchObject({ membershipId: 'MC-2026-424243' });
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
        staffRole: 'admin',
        passwordHash: 'fake$v2$9$wen',
      });

      expect(updated).toMatchObject({
        membershipStatus: 'active',
        emailVerifiedAt: verifiedAt,
        verification: null,
        staffRole: 'admin',
        passwordHash: 'fake$v2$9$wen',
        firstName: created.firstName,
      });
      expect(await repository.findById(created.id)).toEqual(updated);
    });

    it('stores a member without a password', async () => {
      const { repository } = await create();
      const created = await repository.create(aNewMember({ passwordHash: null }));

      expect(created.passwordHash).toBeNull();
      expect((await repository.findById(created.id))?.passwordHash).toBeNull();
    });

    it('replaces the verification code of an unverified address only, by its address', async () => {
      const { repository } = await create();
      const pending = await repository.create(aNewMember({ email: 'pending@example.org' }));
      await repository.create(
        aNewMember({ email: 'verified@example.org', emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }),
      );
      const code = {
        codeHash: 'digest:2',
        expiresAt: new Date('2026-01-01T00:05:00.000Z'),
        attempts: 0,
        sentAt: new Date('2026-01-01T00:00:00.000Z'),
      };

      const replaced = await repository.replaceVerificationIfUnverified(' Pending@example.org', code);

      expect(replaced).toMatchObject({ id: pending.id, verification: code });
      expect((await repository.findById(pending.id))?.verification).toEqual(code);
      expect(await repository.replaceVerificationIfUnverified('verified@example.org', code)).toBeNull();
      expect((await repository.findByEmail('verified@example.org'))?.verification).toBeNull();
      expect(await repository.replaceVerificationIfUnverified('nobody@example.org', code)).toBeNull();
    });

    it('deletes an unverified registration, but never a verified account', async () => {
      const { repository } = await create();
      const pending = await repository.create(aNewMember());
      const verified = await repository.create(
        aNewMember({ emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }),
      );

      expect(await repository.deleteUnverified(pending.id)).toBe(true);
      expect(await repository.deleteUnverified(verified.id)).toBe(false);
      expect(await repository.deleteUnverified('not-an-id')).toBe(false);

      expect(await repository.findById(pending.id)).toBeNull();
      expect(await repository.statusHistory(pending.id)).toEqual([]);
      expect(await repository.findById(verified.id)).not.toBeNull();
    });

    it('purges unverified registrations created before the cutoff that never started a payment', async () => {
      const { repository } = await create();
      const stale = await repository.create(aNewMember());
      const paying = await repository.create(aNewMember({ paymentCustomerId: `cus_purge_${Math.random()}` }));
      const verified = await repository.create(
        aNewMember({ emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }),
      );

      expect(await repository.deleteUnverifiedCreatedBefore(new Date('2000-01-01T00:00:00Z'))).toBe(0);
      expect(await repository.findById(stale.id)).not.toBeNull();
      expect(
        await repository.deleteUnverifiedCreatedBefore(new Date('2999-01-01T00:00:00Z')),
      ).toBeGreaterThanOrEqual(1);

      expect(await repository.findById(stale.id)).toBeNull();
      expect(await repository.findById(paying.id)).not.toBeNull();
      expect(await repository.findById(verified.id)).not.toBeNull();
    });

    it('fails with NOT_FOUND when updating an unknown member', async () => {
      const { repository } = await create();

      await expect(
        repository.update('6f1c8f6e-0000-4000-8000-000000000001', { staffRole: 'admin' }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('moves a member to a new address, normalized, and refuses one another account has', async () => {
      const { repository } = await create();
      const member = await repository.create(aNewMember());
      const other = await repository.create(aNewMember());

      const moved = await repository.changeEmail(member.id, '  New.Address@Example.org ');

      expect(moved).toMatchObject({ id: member.id, email: 'new.address@example.org' });
      expect(await repository.findByEmail('new.address@example.org')).toMatchObject({ id: member.id });
      expect(await repository.findByEmail(member.email)).toBeNull();
      await expect(repository.changeEmail(member.id, other.email)).rejects.toMatchObject({
        code: 'EMAIL_TAKEN',
      });
      await expect(
        repository.changeEmail('6f1c8f6e-0000-4000-8000-000000000001', 'x@example.org'),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('erases a member: gone by id and e-mail, history no longer theirs, the address free again', async () => {
      const { repository } = await create();
      const member = await repository.create(aNewMember({ paymentCustomerId: 'cus_erased' }));
      await repository.recordStatusChange(aRegistration(member.id));

      await repository.erase(member.id);
      await repository.erase(member.id);

      expect(await repository.findById(member.id)).toBeNull();
      expect(await repository.findByEmail(member.email)).toBeNull();
      expect(await repository.findByPaymentCustomerId('cus_erased')).toBeNull();
      expect(await repository.statusHistory(member.id)).toEqual([]);
      const again = await repository.create(aNewMember({ email: member.email }));
      expect(again.id).not.toBe(member.id);
    });

    it('searches newest first by default and pages with the total of all matches', async () => {
      const { repository } = await create();
      const marker = `paging-${Math.random().toString(36).slice(2)}`;
      const first = await repository.create(aNewMember({ organization: marker }));
      await pause(5);
      const second = await repository.create(aNewMember({ organization: marker }));
      await pause(5);
      const third = await repository.create(aNewMember({ organization: marker }));

      const all = await repository.search(aSearch({ q: marker }));
      const page = await repository.search(aSearch({ q: marker, limit: 2, offset: 1 }));
      const oldest = await repository.search(aSearch({ q: marker, sort: 'oldest', limit: 1 }));

      expect(all.members.map((member) => member.id)).toEqual([third.id, second.id, first.id]);
      expect(all.total).toBe(3);
      expect(page.members.map((member) => member.id)).toEqual([second.id, first.id]);
      expect(page.total).toBe(3);
      expect(oldest.members.map((member) => member.id)).toEqual([first.id]);
    });

    it('finds members by part of the name, e-mail or organization, whatever the case', async () => {
      const { repository } = await create();
      const marker = `find${Math.random().toString(36).slice(2)}`;
      const byEmail = await repository.create(aNewMember({ email: `${marker}.mail@example.org` }));
      const byName = await repository.create(aNewMember({ firstName: 'Zed', lastName: `${marker}son` }));
      const byOrganization = await repository.create(
        aNewMember({ organization: `${marker.toUpperCase()} Ltd` }),
      );
      await repository.create(aNewMember({ organization: 'Someone else' }));

      const found = await repository.search(aSearch({ q: marker.toUpperCase() }));
      const fullName = await repository.search(aSearch({ q: `zed ${marker}` }));
      const wildcard = await repository.search(aSearch({ q: `${marker}%` }));

      expect(found.members.map((member) => member.id).sort()).toEqual(
        [byEmail.id, byName.id, byOrganization.id].sort(),
      );
      expect(fullName.members.map((member) => member.id)).toEqual([byName.id]);
      expect(wildcard.total).toBe(0);
    });

    it('matches within one field, never across two, whatever lies between them in the search', async () => {
      const { repository } = await create();
      const marker = `span${Math.random().toString(36).slice(2)}`;
      const member = await repository.create(
        aNewMember({
          email: `${marker}@example.org`,
          organization: `Acme ${marker}`,
          firstName: 'Ida',
          lastName: marker,
        }),
      );

      const ids = async (q: string) =>
        (await repository.search(aSearch({ q }))).members.map((found) => found.id);

      expect(await ids(`ida ${marker}`)).toEqual([member.id]);
      for (const between of ['', ' ', '\u0001', '\n']) {
        expect(await ids(`example.org${between}acme`)).toEqual([]);
        expect(await ids(`${marker}${between}ida`)).toEqual([]);
      }
    });

    it('filters by status, tier and payment status, and sorts by name or e-mail', async () => {
      const { repository } = await create();
      const marker = `filter-${Math.random().toString(36).slice(2)}`;
      const explorer = await repository.create(
        aNewMember({ organization: marker, firstName: 'Bea', email: `b-${marker}@example.org` }),
      );
      const leader = await repository.create(
        aNewMember({
          organization: marker,
          firstName: 'Abe',
          email: `c-${marker}@example.org`,
          membershipTier: 'leader',
          membershipStatus: 'active',
          paymentStatus: 'unpaid',
        }),
      );

      const ids = async (filters: Partial<MemberSearch>) =>
        (await repository.search(aSearch({ q: marker, ...filters }))).members.map((member) => member.id);

      expect(await ids({ tier: 'explorer' })).toEqual([explorer.id]);
      expect(await ids({ status: 'active' })).toEqual([leader.id]);
      expect(await ids({ payment: 'unpaid' })).toEqual([leader.id]);
      expect(await ids({ status: 'inactive' })).toEqual([]);
      expect(await ids({ sort: 'name' })).toEqual([leader.id, explorer.id]);
      expect(await ids({ sort: 'email' })).toEqual([explorer.id, leader.id]);
    });

    it('exports every match once, oldest first, page after page, even when a page ends on an erased member', async () => {
      const { repository } = await create();
      const marker = `export-${Math.random().toString(36).slice(2)}`;
      const created: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        // Pauses only on some: members created in the same millisecond are ordered by id.
        if (i % 3 === 0) await pause(2);
        const tier = i === 6 ? 'leader' : 'explorer';
        created.push(
          (await repository.create(aNewMember({ organization: marker, membershipTier: tier }))).id,
        );
      }
      await repository.create(aNewMember({ organization: 'Someone else' }));
      const expected = (await repository.search(aSearch({ q: marker, sort: 'oldest' }))).members.map(
        (member) => member.id,
      );

      const exported: string[] = [];
      for (let page = await repository.exportPage({ q: marker }, null, 2); page.length > 0;) {
        exported.push(...page.map((member) => member.id));
        const after = page.at(-1)!;
        if (exported.length === 4) await repository.erase(after.id);
        page = await repository.exportPage({ q: marker }, after, 2);
      }

      expect(expected.toSorted()).toEqual(created.toSorted());
      expect(exported).toEqual(expected);
      const leaders = await repository.exportPage({ q: marker, tier: 'leader' }, null, 10);
      // Every field read as the other reads read it.
      expect(leaders).toEqual([await repository.findById(created[6]!)]);
      expect(await repository.exportPage({ q: marker, status: 'inactive' }, null, 10)).toEqual([]);
    });

    it('counts the stat cards and the holders of a tier', async () => {
      const { repository } = await create();
      const before = await repository.stats();
      const f100Before = await repository.countWithTier('f100');
      await repository.create(aNewMember({ membershipTier: 'f100', membershipStatus: 'active' }));
      await repository.create(aNewMember({ membershipStatus: 'pending' }));

      expect(await repository.stats()).toEqual({
        total: before.total + 2,
        active: before.active + 1,
        f100: before.f100 + 1,
        pending: before.pending + 1,
      });
      expect(await repository.countWithTier('f100')).toBe(f100Before + 1);
    });

    it('lists verified members who receive the newsletter, the latest to turn it on first, with where they did', async () => {
      const { repository } = await create();
      const verified = new Date('2026-01-01T00:00:00.000Z');
      const reader = (email: string, since: string, source: 'sign_up' | 'settings') =>
        aNewMember({
          email,
          emailVerifiedAt: verified,
          newsletter: true,
          newsletterSource: source,
          newsletterSince: new Date(since),
        });
      await repository.create(reader('early@example.org', '2026-01-02T00:00:00.000Z', 'sign_up'));
      await repository.create(reader('late@example.org', '2026-01-05T00:00:00.000Z', 'settings'));
      await repository.create(reader('late_other@elsewhere.net', '2026-01-04T00:00:00.000Z', 'settings'));
      await repository.create(aNewMember({ email: 'off@example.org', emailVerifiedAt: verified }));
      await repository.create(aNewMember({ email: 'unverified@example.org', newsletter: true }));

      const found = await repository.newsletterMembers('EXAMPLE');
      expect(found.map((member) => [member.email, member.newsletterSource])).toEqual([
        ['late@example.org', 'settings'],
        ['early@example.org', 'sign_up'],
      ]);
      expect(found[1]?.newsletterSince).toEqual(new Date('2026-01-02T00:00:00.000Z'));
      expect((await repository.newsletterMembers('', 1)).map((member) => member.email)).toEqual([
        'late@example.org',
      ]);
      expect((await repository.newsletterMembers('_')).map((member) => member.email)).toEqual([
        'late_other@elsewhere.net',
      ]);
    });

    it('finds members by ids, leaving unknown ones out', async () => {
      const { repository } = await create();
      const one = await repository.create(aNewMember());
      const two = await repository.create(aNewMember());

      const found = await repository.findByIds([
        one.id,
        'not-an-id',
        two.id,
        '6f1c8f6e-0000-4000-8000-000000000009',
      ]);

      expect(found.map((member) => member.id).sort()).toEqual([one.id, two.id].sort());
      expect(await repository.findByIds([])).toEqual([]);
    });

    it('locks tier grants only inside a transaction', async () => {
      const { repository, transactions } = await create();

      await expect(repository.lockTierGrants('f100')).rejects.toThrow(lockOutsideTransactionMessage);
      await expect(transactions.run(() => repository.lockTierGrants('f100'))).resolves.toBeUndefined();
    });

    it('locks an address only inside a transaction', async () => {
      const { repository, transactions } = await create();

      await expect(repository.lockAddress('ada@example.org')).rejects.toThrow(lockOutsideTransactionMessage);
      await expect(
        transactions.run(() => repository.lockAddress('ada@example.org')),
      ).resolves.toBeUndefined();
    });

    it('records status changes and returns a member history oldest first', async () => {
      const { repository } = await create();
      const member = await repository.create(aNewMember());
      const admin = await repository.create(aNewMember({ staffRole: 'admin' }));
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
