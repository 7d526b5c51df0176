import { describe, expect, it } from 'vitest';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { resolveSession, startSession } from './sessions.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';
const password = 'correct horse battery';

/** Signed up and verified: signed in by the code, with no password yet. */
async function verifiedMember() {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp(), aRequester());
  const verified = await verifyEmail(
    fakes.deps,
    { code: fakes.mailer.lastCodeFor(email), email },
    aRequester(),
  );
  return { ...fakes, token: verified.session.token, memberId: verified.member.id };
}

describe('changePassword', () => {
  it('sets the first password after verification; password login then works', async () => {
    const { deps, token, mailer } = await verifiedMember();

    const member = await changePassword(deps, token, { newPassword: password });

    expect(member.hasPassword).toBe(true);
    await expect(login(deps, { email, password }, aRequester())).resolves.toBeDefined();
    expect(mailer.countFor(email, 'password-changed')).toBe(1);
  });

  it('refuses fewer than 8 or more than 128 characters, and the most common passwords, in words', async () => {
    const { deps, token } = await verifiedMember();
    const cases: [string, string][] = [
      ['short12', 'Password must be at least 8 characters'],
      ['x'.repeat(129), 'Password must be at most 128 characters'],
      ['Password1', 'This password is too common. Please choose a less common one.'],
    ];
    for (const [newPassword, message] of cases) {
      await expect(changePassword(deps, token, { newPassword })).rejects.toMatchObject({
        code: 'VALIDATION',
        message,
        details: { fields: { newPassword: message } },
      });
    }
  });

  it('asks for the current password once one exists, and checks it', async () => {
    const { deps, token, clock } = await verifiedMember();
    await changePassword(deps, token, { newPassword: password });
    clock.advanceSeconds(11 * 60);

    await expect(changePassword(deps, token, { newPassword: 'another good phrase' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Please enter your current password',
    });
    await expect(
      changePassword(deps, token, { currentPassword: 'not it at all', newPassword: 'another good phrase' }),
    ).rejects.toMatchObject({ code: 'WRONG_PASSWORD', message: 'Your current password is incorrect.' });
    await expect(
      changePassword(deps, token, { currentPassword: password, newPassword: 'another good phrase' }),
    ).resolves.toMatchObject({ hasPassword: true });
  });

  it('needs no current password within 10 minutes of a sign-in by code (forgot password)', async () => {
    const { deps, token, clock, mailer } = await verifiedMember();
    await changePassword(deps, token, { newPassword: password });
    clock.advanceSeconds(61);
    const browser = await requestSignInCode(deps, { email }, aRequester());
    const byCode = await signInWithCode(
      deps,
      { email, code: mailer.lastCodeFor(email, 'sign-in-code') },
      aRequester(undefined, { codeRequestToken: browser.token }),
    );

    clock.advanceSeconds(9 * 60);
    await expect(
      changePassword(deps, byCode.session.token, { newPassword: 'forgotten and renewed' }),
    ).resolves.toMatchObject({ hasPassword: true });
    clock.advanceSeconds(61);
    await expect(
      changePassword(deps, byCode.session.token, { newPassword: 'renewed once again' }),
    ).rejects.toMatchObject({ message: 'Please enter your current password' });
  });

  it('ends every other session of the member and keeps this one', async () => {
    const { deps, token, memberId } = await verifiedMember();
    const other = await startSession(deps, memberId, 'password');

    await changePassword(deps, token, { newPassword: password });

    expect(await resolveSession(deps, other.token)).toBeNull();
    expect(await resolveSession(deps, token)).toMatchObject({ email });
  });
});
