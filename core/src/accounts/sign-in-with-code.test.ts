import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { resolveSession } from './sessions.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const email = 'ada@example.org';

async function memberWithSignInCode({ verified = true } = {}) {
  const fakes = accountTestDeps();
  const member = await register(fakes.deps, aSignUp(), aRequester());
  if (verified)
    await fakes.members.update(member.id, { emailVerifiedAt: fakes.clock.now(), verification: null });
  fakes.clock.advanceSeconds(61);
  await requestSignInCode(fakes.deps, { email }, aRequester());
  return { ...fakes, member, code: fakes.mailer.lastCodeFor(email, 'sign-in-code') };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('signInWithCode', () => {
  it('signs the member in with the mailed code, once, in a session marked as a code sign-in', async () => {
    const { deps, code, sessions } = await memberWithSignInCode();

    const signedIn = await signInWithCode(deps, { email: 'ADA@example.org', code }, aRequester());

    expect(signedIn.member).toMatchObject({ email, emailVerified: true });
    expect(await resolveSession(deps, signedIn.session.token)).toMatchObject({ email });
    expect(await sessions.findByTokenHash(deps.secrets.digest(signedIn.session.token))).toMatchObject({
      signedInWith: 'code',
    });
    await expect(signInWithCode(deps, { email, code }, aRequester())).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('refuses even the right code after five wrong tries', async () => {
    const { deps, code } = await memberWithSignInCode();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(
        (await signInWithCode(deps, { email, code: wrong(code) }, aRequester()).catch((e) => e)).code,
      );
    }

    expect(answers).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'TOO_MANY_ATTEMPTS',
    ]);
    await expect(signInWithCode(deps, { email, code }, aRequester())).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('refuses a code older than five minutes', async () => {
    const { deps, code, clock } = await memberWithSignInCode();
    clock.advanceSeconds(300);

    await expect(signInWithCode(deps, { email, code }, aRequester())).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('answers an unknown address as a wrong code', async () => {
    const { deps } = accountTestDeps();

    await expect(
      signInWithCode(deps, { email: 'nobody@example.org', code: '123456' }, aRequester()),
    ).rejects.toMatchObject({ code: 'CODE_INVALID', message: 'Invalid or expired verification code.' });
  });

  it('does not take the verification code as a sign-in code', async () => {
    const fakes = accountTestDeps();
    await register(fakes.deps, aSignUp(), aRequester());

    await expect(
      signInWithCode(fakes.deps, { email, code: fakes.mailer.lastCodeFor(email) }, aRequester()),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
  });

  it('verifies an unverified address (the code proves the mailbox) and welcomes the member', async () => {
    const { deps, code, members, mailer } = await memberWithSignInCode({ verified: false });

    const signedIn = await signInWithCode(deps, { email, code }, aRequester());

    expect(signedIn.member).toMatchObject({ emailVerified: true, membershipStatus: 'active' });
    expect((await members.findByEmail(email))?.verification).toBeNull();
    expect(mailer.countFor(email, 'welcome')).toBe(1);
  });

  it('refuses an inactive member with the right code', async () => {
    const { deps, code, members, member } = await memberWithSignInCode();
    await members.update(member.id, { membershipStatus: 'inactive' });

    await expect(signInWithCode(deps, { email, code }, aRequester())).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'This account is inactive. Please contact support.',
    });
  });
});
