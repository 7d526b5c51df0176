import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { resendVerificationCode } from './resend-verification-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { recordPortCalls } from './testing/port-calls.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';

async function signedUpMinuteAgo() {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp(), aRequester());
  fakes.clock.advanceSeconds(61);
  return fakes;
}

describe('resendVerificationCode', () => {
  it('sends a new code and the old one stops working', async () => {
    const { deps, mailer } = await signedUpMinuteAgo();
    const oldCode = mailer.lastCodeFor(email);

    await resendVerificationCode(deps, { email }, aRequester());
    const newCode = mailer.lastCodeFor(email);

    expect(newCode).not.toBe(oldCode);
    await expect(verifyEmail(deps, { code: oldCode, email }, aRequester())).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(verifyEmail(deps, { code: newCode, email }, aRequester())).resolves.toBeDefined();
  });

  it("answers the new code's real expiry, five minutes from now", async () => {
    const { deps, clock, members } = await signedUpMinuteAgo();

    const { codeExpiresAt } = await resendVerificationCode(deps, { email }, aRequester());

    expect(codeExpiresAt).toEqual(new Date(clock.now().getTime() + 300_000));
    expect((await members.findByEmail(email))?.verification?.expiresAt).toEqual(codeExpiresAt);
  });

  it('gives a burned code a fresh start with five new attempts and five new minutes', async () => {
    const { deps, mailer, clock } = await signedUpMinuteAgo();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await verifyEmail(deps, { code: '000000', email }, aRequester()).catch(() => undefined);
    }
    clock.advanceSeconds(250);

    await resendVerificationCode(deps, { email }, aRequester());
    clock.advanceSeconds(299);

    await expect(
      verifyEmail(deps, { code: mailer.lastCodeFor(email), email }, aRequester()),
    ).resolves.toBeDefined();
  });

  it('allows one code a minute per address (sign-up counts) with the wait in the error', async () => {
    const fakes = accountTestDeps();
    await register(fakes.deps, aSignUp(), aRequester());
    fakes.clock.advanceSeconds(20);

    await expect(resendVerificationCode(fakes.deps, { email }, aRequester())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 40 },
    });
    fakes.clock.advanceSeconds(41);
    await resendVerificationCode(fakes.deps, { email }, aRequester());
    expect(fakes.mailer.countFor(email)).toBe(2);
  });

  it('keeps no hourly cap a stranger could spend: a code every minute, for as long as asked', async () => {
    const { deps, clock, mailer } = await signedUpMinuteAgo();
    for (let resend = 0; resend < 10; resend += 1) {
      await resendVerificationCode(deps, { email }, aRequester(`192.0.2.${resend}`));
      clock.advanceSeconds(61);
    }

    expect(mailer.countFor(email)).toBe(11);
  });

  it('limits resends per client IP across addresses', async () => {
    const { deps } = accountTestDeps();
    for (let index = 0; index < 30; index += 1) {
      await resendVerificationCode(deps, { email: `m${index}@example.org` }, aRequester('192.0.2.9'));
    }

    await expect(
      resendVerificationCode(deps, { email: 'late@example.org' }, aRequester('192.0.2.9')),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('answers the same for an unknown address, sends nothing, and still counts', async () => {
    const { deps, mailer } = accountTestDeps();

    await expect(
      resendVerificationCode(deps, { email: 'nobody@example.org' }, aRequester()),
    ).resolves.toEqual({
      codeExpiresAt: new Date(deps.clock.now().getTime() + 300_000),
    });
    expect(mailer.sent).toEqual([]);
    expect(mailer.withheld).toMatchObject([{ kind: 'verification', to: 'nobody@example.org' }]);
    await expect(
      resendVerificationCode(deps, { email: 'nobody@example.org' }, aRequester()),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('does the same work for an unknown or verified address as for an unverified one', async () => {
    const { deps, mailer, clock } = await signedUpMinuteAgo();
    await register(deps, aSignUp({ email: 'done@example.org' }), aRequester('192.0.2.50'));
    await verifyEmail(
      deps,
      { code: mailer.lastCodeFor('done@example.org'), email: 'done@example.org' },
      aRequester(),
    );
    clock.advanceSeconds(61);
    const paths = ['ada@example.org', 'nobody@example.org', 'done@example.org'].map((address, index) => ({
      address,
      ...recordPortCalls(deps),
      requester: aRequester(`192.0.2.${index + 1}`),
    }));

    for (const { deps: recorded, address, requester } of paths) {
      await resendVerificationCode(recorded, { email: address }, requester);
    }

    const [unverified, unknown, verified] = paths.map(({ calls }) => calls);
    expect(unverified).toEqual(
      expect.arrayContaining([
        'rateLimiter.consume',
        'secrets.digest',
        'members.replaceVerificationIfUnverified',
      ]),
    );
    const withheld = unverified!.map((call) =>
      call === 'mailer.sendVerificationCode' ? 'mailer.withholdCode' : call,
    );
    expect(unknown).toEqual(withheld);
    expect(verified).toEqual(withheld);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { deps, mailer, clock } = await signedUpMinuteAgo();
    await verifyEmail(deps, { code: mailer.lastCodeFor(email), email }, aRequester());
    clock.advanceSeconds(61);

    await resendVerificationCode(deps, { email }, aRequester());

    expect(mailer.countFor(email)).toBe(1);
  });

  it('fails when the e-mail cannot be sent, so the page can say so', async () => {
    const { deps, mailer } = await signedUpMinuteAgo();
    mailer.failing = true;

    await expect(resendVerificationCode(deps, { email }, aRequester())).rejects.toThrow(
      'The mail server is down',
    );
  });
});
