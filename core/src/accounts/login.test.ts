import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from './password-hasher.ts';
import { changePassword } from './change-password.ts';
import { login, signInByCodeRequiredMessage } from './login.ts';
import { register } from './register.ts';
import { resolveSession } from './sessions.ts';
import { FakePasswordHasher } from './testing/fake-password-hasher.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';
const password = 'correct horse battery';

/** Signs up, verifies (which signs in) and chooses a password, as a member does. */
async function verifiedMember() {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp(), aRequester());
  const verified = await verifyEmail(
    fakes.deps,
    { code: fakes.mailer.lastCodeFor(email), email },
    aRequester(),
  );
  await changePassword(fakes.deps, verified.session.token, { newPassword: password });
  return fakes;
}

/** Counts verifications, to show both failures do the same work. */
function countingHasher(inner: PasswordHasher) {
  const counter = { verifications: 0 };
  const hasher: PasswordHasher = {
    hash: (value) => inner.hash(value),
    verify: (hash, value) => {
      counter.verifications += 1;
      return inner.verify(hash, value);
    },
    spendVerification: (value) => {
      counter.verifications += 1;
      return inner.spendVerification(value);
    },
    needsRehash: (hash) => inner.needsRehash(hash),
  };
  return { hasher, counter };
}

describe('login', () => {
  it('signs a verified member in with a new session each time', async () => {
    const { deps, sessions } = await verifiedMember();

    const first = await login(deps, { email: 'ADA@example.org', password }, aRequester());
    const second = await login(deps, { email, password }, aRequester());

    expect(first.member).toMatchObject({ email, emailVerified: true, membershipStatus: 'active' });
    expect(second.session.token).not.toBe(first.session.token);
    expect(sessions.size).toBe(3);
    expect(await resolveSession(deps, second.session.token)).toMatchObject({ email });
  });

  it('gives a wrong password and an unknown address the same answer after the same work', async () => {
    const { deps } = await verifiedMember();
    const { hasher, counter } = countingHasher(deps.passwords);
    deps.passwords = hasher;

    const wrongPassword = await login(deps, { email, password: 'wrong password' }, aRequester()).catch(
      (e) => e,
    );
    const afterFirst = counter.verifications;
    const unknown = await login(deps, { email: 'nobody@example.org', password }, aRequester()).catch(
      (e) => e,
    );

    expect(wrongPassword).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(unknown).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(afterFirst).toBe(1);
    expect(counter.verifications).toBe(2);
  });

  it('tells an unverified member with a password to verify and sends a fresh code', async () => {
    const { deps, mailer, clock, members } = accountTestDeps();
    const member = await register(deps, aSignUp(), aRequester());
    // An account from before sign-up stopped taking passwords.
    await members.update(member.id, { passwordHash: await deps.passwords.hash(password) });
    const firstCode = mailer.lastCodeFor(email);
    clock.advanceSeconds(61);

    await expect(login(deps, { email, password }, aRequester())).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address first. A new verification code has been sent to your email.',
    });
    expect(mailer.countFor(email)).toBe(2);
    expect(mailer.lastCodeFor(email)).not.toBe(firstCode);
  });

  it('answers a member without a password as for a wrong password, never with a hint', async () => {
    const { deps, mailer } = accountTestDeps();
    await register(deps, aSignUp({ password }), aRequester());
    await verifyEmail(deps, { code: mailer.lastCodeFor(email), email }, aRequester());

    await expect(login(deps, { email, password }, aRequester())).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('refuses an inactive member with the right password, and only then', async () => {
    const { deps, members } = await verifiedMember();
    const stored = (await members.findByEmail(email))!;
    await members.update(stored.id, { membershipStatus: 'inactive' });

    await expect(login(deps, { email, password: 'wrong password' }, aRequester())).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    await expect(login(deps, { email, password }, aRequester())).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'This account is inactive. Please contact support.',
    });
  });

  it('signs in unpaid members: a lapsed payer is not inactive', async () => {
    const { deps, members } = await verifiedMember();
    const stored = (await members.findByEmail(email))!;
    await members.update(stored.id, { paymentStatus: 'unpaid', membershipStatus: 'pending' });

    await expect(login(deps, { email, password }, aRequester())).resolves.toBeDefined();
  });

  it('refuses the eleventh wrong password from one IP, but lets the member in from another', async () => {
    const { deps } = await verifiedMember();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const error = await login(deps, { email, password: 'wrong password' }, aRequester('192.0.2.1')).catch(
        (e) => e,
      );
      codes.push(error.code);
    }

    expect(codes).toEqual([...Array(10).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
    await expect(login(deps, { email, password }, aRequester('192.0.2.1'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(login(deps, { email, password }, aRequester('198.51.100.50'))).resolves.toBeDefined();
  });

  it('never counts a success: twelve members behind one address all sign in, again and again', async () => {
    const fakes = accountTestDeps();
    const nat = aRequester('192.0.2.200');
    for (let index = 0; index < 12; index += 1) {
      const address = `member${index}@example.org`;
      await register(fakes.deps, aSignUp({ email: address }), aRequester(`198.51.100.${index}`));
      await fakes.members.update((await fakes.members.findByEmail(address))!.id, {
        emailVerifiedAt: fakes.clock.now(),
        passwordHash: await fakes.deps.passwords.hash(password),
      });
    }
    for (let pass = 0; pass < 3; pass += 1) {
      for (let index = 0; index < 12; index += 1) {
        await expect(
          login(fakes.deps, { email: `member${index}@example.org`, password }, nat),
        ).resolves.toBeDefined();
      }
    }
  });

  it('past the ceiling for one account from all addresses, asks for a sign-in by code', async () => {
    const { deps, clock } = await verifiedMember();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(deps, { email, password: 'wrong password' }, aRequester(`192.0.2.${attempt}`)).catch(
        () => undefined,
      );
    }

    const error = await login(deps, { email, password }, aRequester('198.51.100.50')).catch((e) => e);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-ins for this account. Please sign in with a code sent to your email.',
    });

    clock.advanceSeconds(3601);
    await expect(login(deps, { email, password }, aRequester('198.51.100.50'))).resolves.toBeDefined();
  });

  it('limits wrong passwords per client IP across accounts', async () => {
    const { deps } = await verifiedMember();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login(deps, { email: `guess${attempt}@example.org`, password }, aRequester('192.0.2.77')).catch(
        () => undefined,
      );
    }

    await expect(login(deps, { email, password }, aRequester('192.0.2.77'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it("clears the count from the member's own address after a success", async () => {
    const { deps } = await verifiedMember();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login(deps, { email, password: 'wrong password' }, aRequester('198.51.100.1')).catch(
        () => undefined,
      );
    }
    await login(deps, { email, password }, aRequester('198.51.100.1'));

    for (let attempt = 0; attempt < 9; attempt += 1) {
      const next = await login(deps, { email, password: 'wrong password' }, aRequester('198.51.100.1')).catch(
        (e) => e,
      );
      expect(next.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('upgrades a hash made with older parameters on a successful login', async () => {
    const { deps, members } = await verifiedMember();
    const stored = await members.findByEmail(email);
    await members.update(stored!.id, {
      passwordHash: await new FakePasswordHasher({ version: 1 }).hash(password),
    });

    await login(deps, { email, password }, aRequester());

    const upgraded = (await members.findByEmail(email))!.passwordHash!;
    expect(deps.passwords.needsRehash(upgraded)).toBe(false);
    expect(await deps.passwords.verify(upgraded, password)).toBe(true);
  });

  it("validates with the login form's words", async () => {
    const { deps } = accountTestDeps();

    await expect(login(deps, { email: 'nope', password }, aRequester())).rejects.toMatchObject({
      message: 'Please enter a valid email address',
    });
    await expect(login(deps, { email, password: '12345' }, aRequester())).rejects.toMatchObject({
      message: 'Password must be at least 6 characters',
    });
  });

  it('gives the browser a new known-device token at each sign-in and forgets the one it held', async () => {
    const { deps, knownDevices, clock } = await verifiedMember();
    const first = await login(deps, { email, password }, aRequester());

    const second = await login(
      deps,
      { email, password },
      aRequester(undefined, { deviceToken: first.device.token }),
    );

    expect(second.device.token).not.toBe(first.device.token);
    expect(second.device.expiresAt).toEqual(new Date(clock.now().getTime() + 180 * 24 * 3600 * 1000));
    expect(await knownDevices.find(deps.secrets.digest(first.device.token), clock.now())).toBeNull();
    expect(await knownDevices.find(deps.secrets.digest(second.device.token), clock.now())).not.toBeNull();
  });

  it("gives a known device its own allowance: its wrong passwords lock out that device, not the member's other browsers", async () => {
    const { deps } = await verifiedMember();
    const laptop = aRequester('192.0.2.5', {
      deviceToken: (await login(deps, { email, password }, aRequester())).device.token,
    });
    const answers: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await login(deps, { email, password: 'wrong password' }, laptop).catch((e) => e)).code);
    }

    expect(answers).toEqual([...Array(10).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
    await expect(login(deps, { email, password }, laptop)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // The same address without the device is an unknown browser, with allowances the device never spent.
    await expect(login(deps, { email, password }, aRequester('192.0.2.5'))).resolves.toBeDefined();
  });

  it('treats a device token of another account, or one that expired, as an unknown browser', async () => {
    const fakes = await verifiedMember();
    await register(fakes.deps, aSignUp({ email: 'eve@example.org' }), aRequester());
    const eve = (await fakes.members.findByEmail('eve@example.org'))!;
    await fakes.members.update(eve.id, {
      emailVerifiedAt: fakes.clock.now(),
      passwordHash: await fakes.deps.passwords.hash(password),
    });
    const expiredDevice = (await login(fakes.deps, { email, password }, aRequester())).device.token;
    fakes.clock.advanceSeconds(180 * 24 * 3600);
    const evesDevice = (await login(fakes.deps, { email: 'eve@example.org', password }, aRequester())).device
      .token;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(
        fakes.deps,
        { email, password: 'wrong password' },
        aRequester(`198.51.100.${attempt}`),
      ).catch(() => undefined);
    }

    for (const deviceToken of [evesDevice, expiredDevice]) {
      await expect(
        login(fakes.deps, { email, password }, aRequester('192.0.2.8', { deviceToken })),
      ).rejects.toMatchObject({ code: 'RATE_LIMITED', message: signInByCodeRequiredMessage });
    }
  });
});
