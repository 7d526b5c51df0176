import { describe, expect, it } from 'vitest';
import { createAdmin, ensureAdmin } from './create-admin.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const admin = { email: 'Admin@Example.org', password: 'admin password 1' };

describe('createAdmin', () => {
  it('creates a verified, active admin who can log in', async () => {
    const { deps } = accountTestDeps();

    const { member, created } = await createAdmin(deps, admin);

    expect(created).toBe(true);
    expect(member).toMatchObject({
      email: 'admin@example.org',
      isAdmin: true,
      emailVerified: true,
      membershipStatus: 'active',
    });
    await expect(login(deps, admin, aRequester())).resolves.toMatchObject({ member: { isAdmin: true } });
  });

  it('promotes an existing member and sets the new password', async () => {
    const { deps } = accountTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    const { member, created } = await createAdmin(deps, admin);

    expect(created).toBe(false);
    expect(member).toMatchObject({ isAdmin: true, emailVerified: true, firstName: 'Ada' });
    await expect(login(deps, admin, aRequester())).resolves.toBeDefined();
  });

  it('records the new admin in the history, made by the system', async () => {
    const { deps, members } = accountTestDeps();

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
    const { deps, members } = accountTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    const { member } = await createAdmin(deps, admin);

    expect(member).toMatchObject({ membershipStatus: 'active', emailVerified: true });
    expect(await members.statusHistory(member.id)).toEqual([
      expect.objectContaining({ reason: 'registered' }),
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'active', reason: 'admin-promoted' }),
    ]);
  });

  it('needs a password of at least 8 characters', async () => {
    const { deps } = accountTestDeps();

    await expect(createAdmin(deps, { email: 'a@example.org', password: 'short' })).rejects.toMatchObject({
      message: 'Password must be at least 8 characters',
    });
  });
});

describe('ensureAdmin', () => {
  it('creates the admin once and never resets a changed password', async () => {
    const { deps } = accountTestDeps();
    await ensureAdmin(deps, admin);
    await createAdmin(deps, { email: admin.email, password: 'changed password' });

    const again = await ensureAdmin(deps, admin);

    expect(again.created).toBe(false);
    await expect(
      login(deps, { email: admin.email, password: 'changed password' }, aRequester()),
    ).resolves.toBeDefined();
  });

  it('promotes an existing member', async () => {
    const { deps } = accountTestDeps();
    await register(deps, aSignUp({ email: 'admin@example.org' }), aRequester());

    expect((await ensureAdmin(deps, admin)).member.isAdmin).toBe(true);
  });
});
