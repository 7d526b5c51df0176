import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { resendVerificationCode } from './resend-verification-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
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

    await resendVerificationCode(deps, { email });
    const newCode = mailer.lastCodeFor(email);

    expect(newCode).not.toBe(oldCode);
    await expect(verifyEmail(deps, { code: oldCode, email }, aRequester())).rejects.toMatchObject({
      code: 'CODE_INVALID',
    });
    await expect(verifyEmail(deps, { code: newCode, email }, aRequester())).resolves.toBeDefined();
  });

  it("answers the new code's real expiry, five minutes from now", async () => {
    const { deps, clock, members } = await signedUpMinuteAgo();

    const { codeExpiresAt } = await resendVerificationCode(deps, { email });

    expect(codeExpiresAt).toEqual(new Date(clock.now().getTime() + 300_000));
    expect((await members.findByEmail(email))?.verification?.expiresAt).toEqual(codeExpiresAt);
  });

  it('gives a burned code a fresh start with five new attempts and five new minutes', async () => {
    const { deps, mailer, clock } = await signedUpMinuteAgo();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await verifyEmail(deps, { code: '000000', email }, aRequester()).catch(() => undefined);
    }
    clock.advanceSeconds(250);

    await resendVerificationCode(deps, { email });
    clock.advanceSeconds(299);

    await expect(
      verifyEmail(deps, { code: mailer.lastCodeFor(email), email }, aRequester()),
    ).resolves.toBeDefined();
  });

  it('allows one code a minute per address (sign-up counts) with the wait in the error', async () => {
    const fakes = accountTestDeps();
    await register(fakes.deps, aSignUp(), aRequester());
    fakes.clock.advanceSeconds(20);

    await expect(resendVerificationCode(fakes.deps, { email })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 40 },
    });
    fakes.clock.advanceSeconds(41);
    await resendVerificationCode(fakes.deps, { email });
    expect(fakes.mailer.countFor(email)).toBe(2);
  });

  it('allows five codes an hour per address', async () => {
    const { deps, clock, mailer } = await signedUpMinuteAgo();
    for (let resend = 0; resend < 4; resend += 1) {
      await resendVerificationCode(deps, { email });
      clock.advanceSeconds(61);
    }

    await expect(resendVerificationCode(deps, { email: 'ADA@example.org' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(mailer.countFor(email)).toBe(5);
  });

  it('answers the same for an unknown address, sends nothing, and still counts', async () => {
    const { deps, mailer } = accountTestDeps();

    await expect(resendVerificationCode(deps, { email: 'nobody@example.org' })).resolves.toEqual({
      codeExpiresAt: new Date(deps.clock.now().getTime() + 300_000),
    });
    expect(mailer.sent).toEqual([]);
    await expect(resendVerificationCode(deps, { email: 'nobody@example.org' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('sends nothing to an address that is already verified', async () => {
    const { deps, mailer, clock } = await signedUpMinuteAgo();
    await verifyEmail(deps, { code: mailer.lastCodeFor(email), email }, aRequester());
    clock.advanceSeconds(61);

    await resendVerificationCode(deps, { email });

    expect(mailer.countFor(email)).toBe(1);
  });

  it('fails when the e-mail cannot be sent, so the page can say so', async () => {
    const { deps, mailer } = await signedUpMinuteAgo();
    mailer.failing = true;

    await expect(resendVerificationCode(deps, { email })).rejects.toThrow('The mail server is down');
  });
});
