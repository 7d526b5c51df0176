import { describe, expect, it } from 'vitest';
import { tierFullMessage } from '../accounts/complimentary-tier.ts';
import { InMemorySessionStore } from '../accounts/testing/in-memory-session-store.ts';
import { memberSearchSchema } from '../members/member-search.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { paymentTestDeps } from '../membership/testing/payment-test-deps.ts';
import { updateMemberByAdmin } from './update-member-by-admin.ts';

/** The console's and the CLI's grant, to a member with no subscription. */
const grantTier = updateMemberByAdmin;

async function memberAndAdmin() {
  const fakes = paymentTestDeps();
  const deps = { ...fakes.deps, sessions: new InMemorySessionStore(fakes.transactions) };
  const member = await fakes.members.create(
    aNewMember({
      email: 'm@example.org',
      membershipTier: 'builder',
      billingCycle: 'monthly',
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
      emailVerifiedAt: new Date('2026-02-01'),
    }),
  );
  const admin = await fakes.members.create(
    aNewMember({ email: 'admin@example.org', isAdmin: true, membershipTier: null }),
  );
  return { ...fakes, deps, member, admin };
}

describe('updateMemberByAdmin: who may be granted a tier', () => {
  it('grants f100 without payment and records the admin who did it', async () => {
    const { deps, members, member, admin } = await memberAndAdmin();

    const granted = await grantTier(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id);

    expect(granted).toMatchObject({
      membershipTier: 'f100',
      billingCycle: null,
      paymentStatus: 'paid',
      membershipStatus: 'active',
    });
    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      fromTier: 'builder',
      toTier: 'f100',
      reason: 'admin-granted-tier',
      actor: { kind: 'admin', id: admin.id },
    });
  });

  it('records the system for the operator’s CLI, which names no admin', async () => {
    const { deps, members, member } = await memberAndAdmin();

    await grantTier(deps, { email: 'm@example.org' }, { membershipTier: 'leader' }, null);

    expect((await members.statusHistory(member.id)).at(-1)).toMatchObject({
      toTier: 'leader',
      reason: 'admin-granted-tier',
      actor: { kind: 'system' },
    });
  });

  it('refuses the 101st F100 grant in words, and grants again once a place is free', async () => {
    const { deps, members, member, admin } = await memberAndAdmin();
    for (let i = 0; i < 100; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));

    await expect(
      grantTier(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: tierFullMessage('f100', 100),
    });
    expect((await members.findById(member.id))?.membershipTier).toBe('builder');

    const [holder] = (await members.search(memberSearchSchema.parse({ tier: 'f100', limit: 1 }))).members;
    await grantTier(deps, { id: holder!.id }, { membershipTier: 'explorer' }, admin.id);
    await expect(
      grantTier(deps, { id: member.id }, { membershipTier: 'f100' }, admin.id),
    ).resolves.toMatchObject({
      membershipTier: 'f100',
    });
  });

  it('refuses concurrent grants past the cap: exactly the free places are granted', async () => {
    const { deps, members, admin } = await memberAndAdmin();
    for (let i = 0; i < 98; i += 1) await members.create(aNewMember({ membershipTier: 'f100' }));
    const candidates = await Promise.all(
      Array.from({ length: 5 }, () => members.create(aNewMember({ membershipTier: 'explorer' }))),
    );

    const results = await Promise.allSettled(
      candidates.map((candidate) =>
        grantTier(deps, { id: candidate.id }, { membershipTier: 'f100' }, admin.id),
      ),
    );

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await members.countWithTier('f100')).toBe(100);
  });

  it('grants no tier to an admin, refuses an unknown tier, and finds no unknown member', async () => {
    const { deps, member, admin } = await memberAndAdmin();

    await expect(
      grantTier(deps, { id: admin.id }, { membershipTier: 'f100' }, admin.id),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(
      grantTier(deps, { id: member.id }, { membershipTier: 'enterprise' }, admin.id),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please select a valid membership tier.',
    });
    await expect(
      grantTier(deps, { email: 'nobody@example.org' }, { membershipTier: 'f100' }, null),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
