import { describe, expect, it } from 'vitest';
import { sendSignInCodeByAdmin } from './admin-account-actions.ts';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { resolveSession } from './sessions.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const email = 'ada@example.org';

/** A member who asked for a sign-in code from their browser (`browser`: that browser's requester). */
async function memberWithSignInCode({ verified = true } = {}) {
  const fakes = accountTestDeps();
  const member = await register(fakes.deps, aSignUp(), aRequester());
  if (verified)
    await fakes.members.update(member.id, { emailVerifiedAt: fakes.clock.now(), verification: null });
  fakes.clock.advanceSeconds(61);
  const { token } = await requestSignInCode(fakes.deps, { email }, aRequester());
  const browser = aRequester('203.0.113.7', { codeRequestToken: token });
  return { ...fakes, member, browser, code: fakes.mailer.lastCodeFor(email, 'sign-in-code') };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('signInWithCode', () => {
  it('signs the member in with the mailed code, once, in a session marked as a code sign-in', async () => {
    const { deps, code, sessions, browser } = await memberWithSignInCode();

    const signedIn = await signInWithCode(deps, { email: 'ADA@example.org', code }, browser);

    expect(signedIn.member).toMatchObject({ email, emailVerified: true });
    expect(await resolveSession(deps, signedIn.session.token)).toMatchObject({ email });
    expect(await sessions.findByTokenHash(deps.secrets.digest(signedIn.session.token))).toMatchObject({
      signedInWith: 'code',
    });
    await expect(signInWithCode(deps, { email, code }, browser)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('makes the browser a known device of the member', async () => {
    const { deps, code, browser, knownDevices, member, clock } = await memberWithSignInCode();

    const { device } = await signInWithCode(deps, { email, code }, browser);

    expect(await knownDevices.find(deps.secrets.digest(device.token), clock.now())).toMatchObject({
      memberId: member.id,
    });
  });

  it('refuses even the right code after five wrong tries from its browser', async () => {
    const { deps, code, browser } = await memberWithSignInCode();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await signInWithCode(deps, { email, code: wrong(code) }, browser).catch((e) => e)).code);
    }

    expect(answers).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'TOO_MANY_ATTEMPTS',
    ]);
    await expect(signInWithCode(deps, { email, code }, browser)).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
  });

  it("counts no other browser's guesses against the code, and takes it from no other browser", async () => {
    const { deps, code, browser, clock } = await memberWithSignInCode();
    clock.advanceSeconds(61);
    const { token: strangersOwn } = await requestSignInCode(deps, { email }, aRequester('198.51.100.67'));
    const strangers = [
      aRequester('198.51.100.66'),
      aRequester('198.51.100.67', { codeRequestToken: strangersOwn }),
    ];

    const refusals = [];
    for (const stranger of strangers) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await signInWithCode(deps, { email, code: wrong(code) }, stranger).catch(() => undefined);
      }
      refusals.push((await signInWithCode(deps, { email, code }, stranger).catch((e) => e)).code);
    }

    // No code of its own, or its own burned: the member's code is not theirs to guess at.
    expect(refusals).toEqual(['CODE_INVALID', 'TOO_MANY_ATTEMPTS']);
    await expect(signInWithCode(deps, { email, code }, browser)).resolves.toMatchObject({
      member: { email },
    });
  });

  it("takes a code an admin sent from any browser, and ends the address's other codes", async () => {
    const { deps, code: ownCode, browser, mailer, member } = await memberWithSignInCode();
    await sendSignInCodeByAdmin(deps, { id: member.id }, null);
    const adminsCode = mailer.lastCodeFor(email, 'sign-in-code');

    await expect(
      signInWithCode(deps, { email, code: adminsCode }, aRequester('192.0.2.40')),
    ).resolves.toBeDefined();

    await expect(signInWithCode(deps, { email, code: ownCode }, browser)).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('refuses a code older than five minutes', async () => {
    const { deps, code, clock, browser } = await memberWithSignInCode();
    clock.advanceSeconds(300);

    await expect(signInWithCode(deps, { email, code }, browser)).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
  });

  it('answers an unknown address as a wrong code, even from the browser that asked', async () => {
    const { deps } = accountTestDeps();
    const { token } = await requestSignInCode(deps, { email: 'nobody@example.org' }, aRequester());

    await expect(
      signInWithCode(
        deps,
        { email: 'nobody@example.org', code: '100000' },
        aRequester(undefined, { codeRequestToken: token }),
      ),
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
    const { deps, code, members, mailer, browser } = await memberWithSignInCode({ verified: false });

    const signedIn = await signInWithCode(deps, { email, code }, browser);

    expect(signedIn.member).toMatchObject({ emailVerified: true, membershipStatus: 'active' });
    expect((await members.findByEmail(email))?.verification).toBeNull();
    expect(mailer.countFor(email, 'welcome')).toBe(1);
  });

  it('refuses an inactive member with the right code', async () => {
    const { deps, code, members, member, browser } = await memberWithSignInCode();
    await members.update(member.id, { membershipStatus: 'inactive' });

    await expect(signInWithCode(deps, { email, code }, browser)).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'This account is inactive. Please contact support.',
    });
  });
});
