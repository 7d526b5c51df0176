import { describe, expect, it } from 'vitest';
import { countMemberStats } from './count-member-stats.ts';
import { listMembers } from './list-members.ts';
import { register } from './register.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

async function twoMembers() {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp({ email: 'one@example.org' }), aRequester());
  fakes.clock.advanceSeconds(1);
  await register(fakes.deps, aSignUp({ email: 'two@example.org', membershipTier: 'leader' }), aRequester());
  return fakes;
}

describe('listMembers', () => {
  it("returns every member with the admin list's fields and no secret when no limit is given", async () => {
    const { deps } = await twoMembers();

    const { members: list, total } = await listMembers(deps);

    expect(total).toBe(2);
    expect(list.map((member) => member.email)).toEqual(['two@example.org', 'one@example.org']);
    for (const field of [
      'id',
      'firstName',
      'lastName',
      'email',
      'organization',
      'position',
      'phone',
      'membershipTier',
      'membershipStatus',
      'paymentStatus',
      'staffRole',
      'createdAt',
    ]) {
      expect(list[0]).toHaveProperty(field);
    }
    expect(JSON.stringify(list)).not.toMatch(/hash|"password"|passwordHash|verification"/i);
  });

  it('pages, filters and searches from query-string values, counting every match', async () => {
    const { deps } = await twoMembers();

    const page = await listMembers(deps, { limit: '1', offset: '1' });
    const leaders = await listMembers(deps, { tier: 'leader', status: 'all', payment: '' });
    const found = await listMembers(deps, { q: 'ONE@' });

    expect(page).toMatchObject({ total: 2, members: [{ email: 'one@example.org' }] });
    expect(leaders.members.map((member) => member.email)).toEqual(['two@example.org']);
    expect(found.members.map((member) => member.email)).toEqual(['one@example.org']);
  });

  it('refuses a limit outside 1 to 500 and an unknown filter in words', async () => {
    const { deps } = await twoMembers();

    await expect(listMembers(deps, { limit: '0' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Limit must be a whole number from 1 to 500',
    });
    await expect(listMembers(deps, { tier: 'gold' })).rejects.toMatchObject({ message: 'Unknown tier' });
  });
});

describe('countMemberStats', () => {
  it('counts total, active, f100 and pending members', async () => {
    const { deps } = await twoMembers();
    expect(await countMemberStats(deps)).toEqual({ total: 2, active: 0, f100: 0, pending: 2 });
  });
});
