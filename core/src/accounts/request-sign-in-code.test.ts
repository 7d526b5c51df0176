import { describe, expect, it } from 'vitest';
import { login } from './login.ts';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { recordPortCalls } from './testing/port-calls.ts';

const email = 'ada@example.org';
const password = 'correct horse battery';

/** A verified member with a password, a minute after signing up (the sign-up's code e-mail spent). */
async function member() {
  const fakes = accountTestDeps();
  const registered = await register(fakes.deps, aSignUp(), aRequester());
  await fakes.members.update(registered.id, {
    emailVerifiedAt: fakes.clock.now(),
    passwordHash: await fakes.deps.passwords.hash(password),
  });
  fakes.clock.advanceSeconds(61);
  return { ...fakes, id: registered.id };
}

describe('requestSignInCode', () => {
  it('mails a six-digit code valid for five minutes, keeping only its digest, bound to a new token for the browser', async () => {
    const { deps, mailer, signInCodes, clock } = await member();

    const binding = await requestSignInCode(deps, { email: ' ADA@example.org' }, aRequester());

    const code = mailer.lastCodeFor(email, 'sign-in-code');
    expect(code).toMatch(/^\d{6}$/);
    expect(mailer.sent.at(-1)).toMatchObject({ kind: 'sign-in-code', firstName: 'Ada', validForMinutes: 5 });
    expect(binding.expiresAt).toEqual(new Date(clock.now().getTime() + 300_000));
    expect(await signInCodes.find(email, deps.secrets.digest(binding.token))).toMatchObject({
      codeHash: deps.secrets.digest(code),
      attempts: 0,
    });
  });

  it('does the same work for an unknown address as for a member, and mails nobody', async () => {
    const { deps } = await member();
    const known = recordPortCalls(deps);
    const unknown = recordPortCalls(deps);

    await requestSignInCode(known.deps, { email }, aRequester('192.0.2.1'));
    await requestSignInCode(unknown.deps, { email: 'nobody@example.org' }, aRequester('192.0.2.2'));

    expect(known.calls).toEqual(
      expect.arrayContaining([
        'members.findByEmail',
        'rateLimiter.consume',
        'secrets.randomDigits',
        'secrets.digest',
        'signInCodes.save',
        'mailer.sendSignInCode',
      ]),
    );
    expect(unknown.calls).toEqual(
      known.calls.map((call) => (call === 'mailer.sendSignInCode' ? 'mailer.withholdCode' : call)),
    );
    expect(unknown.calls.filter((call) => call === 'secrets.digest')).toHaveLength(2);
  });

  it('mails no code to an inactive member, doing what it does for an unknown address', async () => {
    const { deps, mailer, members, id } = await member();
    await members.update(id, { membershipStatus: 'inactive' });

    await expect(requestSignInCode(deps, { email }, aRequester())).resolves.toBeDefined();

    expect(mailer.countFor(email, 'sign-in-code')).toBe(0);
    expect(mailer.withheld).toMatchObject([{ kind: 'sign-in', to: email }]);
  });

  it('mails one code a minute per address, spends nothing on a refused request, and has no hourly cap', async () => {
    const { deps, mailer, clock } = await member();
    for (let minute = 0; minute < 8; minute += 1) {
      await requestSignInCode(deps, { email }, aRequester(`192.0.2.${minute}`));
      clock.advanceSeconds(30);
      await expect(requestSignInCode(deps, { email }, aRequester('192.0.2.99'))).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        details: { retryAfterSeconds: 30 },
      });
      clock.advanceSeconds(30);
    }

    expect(mailer.countFor(email, 'sign-in-code')).toBe(8);
  });

  it('limits code requests per client IP across addresses', async () => {
    const { deps } = accountTestDeps();
    for (let index = 0; index < 30; index += 1) {
      await requestSignInCode(deps, { email: `m${index}@example.org` }, aRequester('192.0.2.9'));
    }

    await expect(
      requestSignInCode(deps, { email: 'late@example.org' }, aRequester('192.0.2.9')),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await requestSignInCode(deps, { email: 'late@example.org' }, aRequester('192.0.2.10'));
  });

  it("never replaces the member's code with a stranger's: each browser's code stays its own", async () => {
    const { deps, mailer, clock } = await member();
    const own = await requestSignInCode(deps, { email }, aRequester());
    const code = mailer.lastCodeFor(email, 'sign-in-code');
    clock.advanceSeconds(61);

    await requestSignInCode(deps, { email }, aRequester('198.51.100.66'));

    const fromOwnBrowser = aRequester('203.0.113.7', { codeRequestToken: own.token });
    await expect(signInWithCode(deps, { email, code }, fromOwnBrowser)).resolves.toMatchObject({
      member: { email },
    });
  });

  it("gives a known device its own minute: strangers' requests never keep it waiting", async () => {
    const { deps, mailer } = await member();
    const laptop = (await login(deps, { email, password }, aRequester())).device.token;
    await requestSignInCode(deps, { email }, aRequester('198.51.100.66'));

    await requestSignInCode(deps, { email }, aRequester('203.0.113.8', { deviceToken: laptop }));
    await expect(
      requestSignInCode(deps, { email }, aRequester('203.0.113.8', { deviceToken: laptop })),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(mailer.countFor(email, 'sign-in-code')).toBe(2);
  });
});
