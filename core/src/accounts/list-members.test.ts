import { describe, expect, it } from 'vitest';
import { listMembers } from './list-members.ts';
import { register } from './register.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

describe('listMembers', () => {
  it("returns every member with the admin list's fields and no secret", async () => {
    const { deps } = accountTestDeps();
    await register(deps, aSignUp({ email: 'one@example.org' }), aRequester());
    await register(deps, aSignUp({ email: 'two@example.org', membershipTier: 'leader' }), aRequester());

    const list = await listMembers(deps);

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
      'isAdmin',
      'createdAt',
    ]) {
      expect(list[0]).toHaveProperty(field);
    }
    expect(JSON.stringify(list)).not.toMatch(/hash|password|verification"/i);
  });
});
