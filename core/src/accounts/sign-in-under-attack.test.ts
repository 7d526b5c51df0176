/**
 * The lock-out attack, replayed with a fake clock: strangers spend the account's allowance of wrong
 * passwords from five addresses, then ask for sign-in codes a minute apart and burn each at once.
 * The member must still sign in: by code within two minutes of asking, from anywhere, and by
 * password from a browser that signed in before. The strangers get their refusals all the same.
 */
import { describe, expect, it } from 'vitest';
import { login, signInByCodeRequiredMessage } from './login.ts';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const email = 'admin@example.org';
const password = 'correct horse battery';

/** A verified member with a password who signed in once from their laptop. */
async function memberWithLaptop() {
  const fakes = accountTestDeps();
  const member = await register(fakes.deps, aSignUp({ email }), aRequester());
  await fakes.members.update(member.id, {
    emailVerifiedAt: fakes.clock.now(),
    passwordHash: await fakes.deps.passwords.hash(password),
    staffRole: 'admin',
  });
  const { device } = await login(fakes.deps, { email, password }, aRequester('203.0.113.10'));
  return { ...fakes, laptop: device.token };
}

/** What the strangers do: 50 wrong passwords from 5 addresses, then 5 codes asked for and burned. */
async function attack({ deps, clock }: Awaited<ReturnType<typeof memberWithLaptop>>) {
  const refusals: string[] = [];
  for (let address = 1; address <= 5; address += 1) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const error = await login(
        deps,
        { email, password: 'a wrong guess' },
        aRequester(`198.51.100.${address}`),
      ).catch((e) => e);
      refusals.push(error.code);
    }
  }
  for (let round = 0; round < 5; round += 1) {
    if (round > 0) clock.advanceSeconds(60);
    const stranger = aRequester(`198.51.100.${round + 1}`);
    const { token } = await requestSignInCode(deps, { email }, stranger);
    for (let guess = 0; guess < 5; guess += 1) {
      const error = await signInWithCode(
        deps,
        { email, code: String(999990 + guess) },
        { ...stranger, codeRequestToken: token },
      ).catch((e) => e);
      refusals.push(error.code);
    }
  }
  return refusals;
}

describe('a member under a lock-out attack', () => {
  it('is refused to the strangers: their wrong passwords and guesses all fail, then the account asks unknown browsers for a code', async () => {
    const fakes = await memberWithLaptop();

    const refusals = await attack(fakes);

    expect(refusals.slice(0, 50)).toEqual(Array(50).fill('INVALID_CREDENTIALS'));
    expect(new Set(refusals.slice(50))).toEqual(new Set(['CODE_INVALID', 'TOO_MANY_ATTEMPTS']));
    await expect(login(fakes.deps, { email, password }, aRequester('192.0.2.77'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: signInByCodeRequiredMessage,
    });
    await expect(
      login(fakes.deps, { email, password: 'another guess' }, aRequester('198.51.100.1')),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('signs the member in by code from a new address and browser within two minutes of asking', async () => {
    const fakes = await memberWithLaptop();
    await attack(fakes);
    const { deps, clock, mailer } = fakes;
    const elsewhere = aRequester('192.0.2.200');
    const askedAt = clock.now().getTime();

    // The strangers' last code went out just now: the member waits for the address's minute, at most.
    const refused = await requestSignInCode(deps, { email }, elsewhere).catch((e) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    clock.advanceSeconds(refused.details.retryAfterSeconds);
    const { token } = await requestSignInCode(deps, { email }, elsewhere);
    // The strangers keep guessing at the address from their own browsers meanwhile.
    for (let guess = 0; guess < 5; guess += 1) {
      await signInWithCode(deps, { email, code: String(999980 + guess) }, aRequester('198.51.100.9')).catch(
        () => undefined,
      );
    }
    clock.advanceSeconds(30);

    const signedIn = await signInWithCode(
      deps,
      { email, code: mailer.lastCodeFor(email, 'sign-in-code') },
      { ...elsewhere, codeRequestToken: token },
    );

    expect(signedIn.member).toMatchObject({ email, staffRole: 'admin' });
    expect(clock.now().getTime() - askedAt).toBeLessThanOrEqual(120_000);
  });

  it('signs the member in with the password, and by code at once, from the laptop they signed in with before', async () => {
    const fakes = await memberWithLaptop();
    await attack(fakes);
    const { deps, mailer } = fakes;

    const signedIn = await login(
      deps,
      { email, password },
      aRequester('192.0.2.201', { deviceToken: fakes.laptop }),
    );
    expect(signedIn.member).toMatchObject({ email, staffRole: 'admin' });

    // The sign-in gave the laptop a new token: with it, a code comes at once, the strangers' minute or not.
    const laptop = aRequester('192.0.2.201', { deviceToken: signedIn.device.token });
    const { token } = await requestSignInCode(deps, { email }, laptop);
    await expect(
      signInWithCode(
        deps,
        { email, code: mailer.lastCodeFor(email, 'sign-in-code') },
        { ...laptop, codeRequestToken: token },
      ),
    ).resolves.toMatchObject({ member: { email } });
  });
});
