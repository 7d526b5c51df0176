import { describe, expect, it } from 'vitest';
import { createAdmin, ensureAdmin } from './create-admin.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { InMemoryStaffRepository } from '../staff/testing/in-memory-staff-repository.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const admin = { email: 'Admin@Example.org', password: 'admin password 1' };

/** The account fakes, and the staff read over the same members. */
function adminTestDeps() {
  const test = accountTestDeps();
  return {
    ...test,
    deps: { ...test.deps, staff: new InMemoryStaffRepository(test.members, test.transactions) },
  };
}

describe('createAdmin', () => {
  it('creates a verified, active admin who can log in', async () => {
    const { deps } = adminTestDeps();

    const { member, created } = await createAdmin(deps, admin);

    expect(created).toBe(true);
    expect(member).toMatchObject({
      email: 'admin@example.org',
      staffRole: 'owner',
      emailVerified: true,
      membershipStatus: 'active',
    });
    await expect(login(deps, admin, aRequester())).resolves.toMatchObject({ member: { staffRole: 'owner' } });
  });

  it('promotes an existing member and sets the new password', async () => {
    const { deps } = adminTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    const { member, created } = await createAdmin(deps, admin);

    expect(created).toBe(false);
    expect(member).toMatchObject({ staffRole: 'owner', emailVerified: true, firstName: 'Ada' });
    await expect(login(deps, admin, aRequester())).resolves.toBeDefined();
  });

  it('records the new admin in the history, made by the system', async () => {
    const { deps, members } = adminTestDeps();

    const { member } = await createAdmin(deps, admin);

    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'active',
        reason: 'admin-created',
        actor: { kind: 'system' },
      }),
    ]);
  });

  it('activates a promoted explorer, whose address now counts as verified, and records it', async () => {
    const { deps, members } = adminTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    const { member } = await createAdmin(deps, admin);

    expect(member).toMatchObject({ membershipStatus: 'active', emailVerified: true });
    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({ reason: 'registered' }),
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'active', reason: 'admin-promoted' }),
    ]);
  });

  it('needs a password of at least 8 characters', async () => {
    const { deps } = adminTestDeps();

    await expect(createAdmin(deps, { email: 'a@example.org', password: 'short' })).rejects.toMatchObject({
      message: 'Password must be at least 8 characters',
    });
  });
});

describe('ensureAdmin', () => {
  it('creates the admin once and never resets a changed password', async () => {
    const { deps } = adminTestDeps();
    await ensureAdmin(deps, admin);
    await createAdmin(deps, { email: admin.email, password: 'changed password' });

    const again = await ensureAdmin(deps, admin);

    expect(again.created).toBe(false);
    await expect(
      login(deps, { email: admin.email, password: 'changed password' }, aRequester()),
    ).resolves.toBeDefined();
  });

  it('makes a second admin an admin: there is one owner', async () => {
    const { deps } = adminTestDeps();
    await createAdmin(deps, admin);

    const { member } = await createAdmin(deps, { ...admin, email: 'second@example.org' });

    expect(member.staffRole).toBe('admin');
  });

  it('promotes an existing member', async () => {
    const { deps } = adminTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    expect((await ensureAdmin(deps, admin)).member.staffRole).toBe('owner');
  });
});
