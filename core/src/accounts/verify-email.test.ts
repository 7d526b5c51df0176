import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { resolveSession } from './sessions.ts';
import { accountTestDeps, aRequester, aSignUp, type AccountTestDeps } from './testing/account-test-deps.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';

async function signedUp(
  overrides: Record<string, unknown> = {},
): Promise<AccountTestDeps & { code: string }> {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp(overrides), aRequester());
  return { ...fakes, code: fakes.mailer.lastCodeFor(email) };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('verifyEmail', () => {
  it('verifies the address, activates an explorer, starts a session and returns the member', async () => {
    const { deps, code, sessions } = await signedUp();

    const { member, session } = await verifyEmail(deps, { code, email }, aRequester());

    expect(member).toMatchObject({
      email,
      emailVerified: true,
      membershipStatus: 'active',
      paymentStatus: 'paid',
    });
    expect(session.expiresAt).toEqual(new Date('2026-03-31T10:00:00.000Z'));
    expect(sessions.size).toBe(1);
    expect(await resolveSession(deps, session.token)).toMatchObject({ id: member.id });
  });

  it('leaves a verified but unpaid member pending, and records the change', async () => {
    const { deps, code, members } = await signedUp({ membershipTier: 'builder' });

    const { member } = await verifyEmail(deps, { code, email }, aRequester());

    expect(member).toMatchObject({
      emailVerified: true,
      membershipStatus: 'pending',
      paymentStatus: 'unpaid',
    });
    expect((await members.statusHistory(member.id)).map((change) => change.reason)).toEqual([
      'registered',
      'email-verified',
    ]);
  });

  it('records the explorer becoming active with from and to', async () => {
    const { deps, code, members } = await signedUp();
    const { member } = await verifyEmail(deps, { code, email }, aRequester());

    expect((await members.statusHistory(member.id))[1]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'active',
      reason: 'email-verified',
      actor: { kind: 'member' },
      at: new Date('2026-03-01T10:00:00.000Z'),
    });
  });

  it('accepts the address in any case and with spaces', async () => {
    const { deps, code } = await signedUp();

    await expect(
      verifyEmail(deps, { code, email: ' ADA@example.org ' }, aRequester()),
    ).resolves.toBeDefined();
  });

  it('is single use: the same code fails the second time', async () => {
    const { deps, code } = await signedUp();
    await verifyEmail(deps, { code, email }, aRequester());

    await expect(verifyEmail(deps, { code, email }, aRequester())).rejects.toMatchObject({
      code: 'CODE_INVALID',
      message: 'Invalid or expired verification code.',
    });
  });

  it('rejects a wrong code without verifying', async () => {
    const { deps, code, members } = await signedUp();

    await expect(verifyEmail(deps, { code: wrong(code), email }, aRequester())).rejects.toMatchObject({
      code: 'CODE_INVALID',
      message: 'Invalid or expired verification code.',
    });
    expect((await members.findByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it('answers an unknown address like a wrong code', async () => {
    const { deps, code } = await signedUp();

    await expect(
      verifyEmail(deps, { code, email: 'nobody@example.org' }, aRequester()),
    ).rejects.toMatchObject({
      code: 'CODE_INVALID',
      message: 'Invalid or expired verification code.',
    });
  });

  it('fails the 6th attempt with the RIGHT code after 5 wrong ones: the code is burned', async () => {
    const { deps, code } = await signedUp();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const error = await verifyEmail(deps, { code: wrong(code), email }, aRequester()).catch(
        (e: unknown) => e,
      );
      outcomes.push((error as { code: string }).code);
    }

    expect(outcomes).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'TOO_MANY_ATTEMPTS',
    ]);
    await expect(verifyEmail(deps, { code, email }, aRequester())).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please request a new code.',
    });
  });

  it('fails a right code once the clock has moved 301 seconds on', async () => {
    const { deps, code, clock } = await signedUp();
    clock.advanceSeconds(301);

    await expect(verifyEmail(deps, { code, email }, aRequester())).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'This verification code has expired. Please request a new code.',
    });
  });

  it('still accepts the code at 299 seconds', async () => {
    const { deps, code, clock } = await signedUp();
    clock.advanceSeconds(299);

    await expect(verifyEmail(deps, { code, email }, aRequester())).resolves.toBeDefined();
  });

  it('limits guesses per client IP, so rotating through addresses gains nothing', async () => {
    const { deps, code } = await signedUp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await verifyEmail(
        deps,
        { code: '000000', email: `other${attempt}@example.org` },
        aRequester('192.0.2.9'),
      ).catch(() => undefined);
    }

    await expect(verifyEmail(deps, { code, email }, aRequester('192.0.2.9'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(verifyEmail(deps, { code, email }, aRequester('192.0.2.10'))).resolves.toBeDefined();
  });

  it("validates with the spec's words", async () => {
    const { deps } = await signedUp();

    await expect(verifyEmail(deps, { code: '12345', email }, aRequester())).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Verification code must be 6 digits',
    });
    await expect(verifyEmail(deps, { code: '12a456', email }, aRequester())).rejects.toMatchObject({
      message: 'Verification code must be 6 digits',
    });
    await expect(verifyEmail(deps, { code: '123456', email: 'nope' }, aRequester())).rejects.toMatchObject({
      message: 'Valid email required',
    });
  });
});
