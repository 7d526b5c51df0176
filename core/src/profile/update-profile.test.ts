import { describe, expect, it } from 'vitest';
import { messages } from '../accounts/schemas.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';
import { updateProfile } from './update-profile.ts';

describe('updateProfile', () => {
  it('changes names, organization, position and phone, and blanks become empty', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ organization: 'Acme', phone: '+234 1' });

    const updated = await updateProfile(deps, member.id, {
      firstName: '  Adaeze ',
      lastName: 'Obi-Okafor',
      organization: '',
      position: 'Head of Innovation',
      phone: null,
    });

    expect(updated).toMatchObject({
      firstName: 'Adaeze',
      lastName: 'Obi-Okafor',
      organization: null,
      position: 'Head of Innovation',
      phone: null,
      email: member.email,
    });
  });

  it('changes only the fields sent', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ organization: 'Acme', position: 'CTO' });

    const updated = await updateProfile(deps, member.id, { position: 'CEO' });

    expect(updated).toMatchObject({ firstName: member.firstName, organization: 'Acme', position: 'CEO' });
  });

  it('applies the sign-up rules with their messages', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await expect(updateProfile(deps, member.id, { firstName: 'A', lastName: 'Obi' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: messages.firstName,
      details: { fields: { firstName: messages.firstName } },
    });
  });

  it('cannot touch the e-mail, the password or the membership', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    const updated = await updateProfile(deps, member.id, {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'other@example.org',
      staffRole: 'admin',
      membershipTier: 'leader',
    });

    expect(updated).toMatchObject({
      email: member.email,
      staffRole: null,
      membershipTier: member.membershipTier,
    });
  });

  it('takes an earlier unsubscribe off the suppression list when the newsletter is turned on, not a bounce', async () => {
    const { deps, aStoredMember, suppressions, clock } = profileTestDeps();
    const left = await aStoredMember({ email: 'left@example.org' });
    const bounced = await aStoredMember({ email: 'bounced@example.org' });
    await suppressions.suppress('left@example.org', 'unsubscribed', clock.now());
    await suppressions.suppress('bounced@example.org', 'bounced', clock.now());

    await updateProfile(deps, left.id, { newsletter: false });
    expect((await suppressions.list()).map((entry) => entry.email)).toContain('left@example.org');

    expect(await updateProfile(deps, left.id, { newsletter: true })).toMatchObject({ newsletter: true });
    await updateProfile(deps, bounced.id, { newsletter: true });

    expect(await suppressions.list()).toEqual([
      { email: 'bounced@example.org', reason: 'bounced', createdAt: clock.now() },
    ]);
  });

  it('records Settings as where the newsletter was turned on, and when; keeps it while it stays on', async () => {
    const { deps, aStoredMember, members, clock } = profileTestDeps();
    const member = await aStoredMember({ newsletter: false });

    await updateProfile(deps, member.id, { newsletter: true });
    const turnedOn = clock.now();
    clock.advanceSeconds(60);
    await updateProfile(deps, member.id, { newsletter: true, firstName: 'Ada' });

    expect(await members.findById(member.id)).toMatchObject({
      newsletter: true,
      newsletterSource: 'settings',
      newsletterSince: turnedOn,
    });
  });
});
