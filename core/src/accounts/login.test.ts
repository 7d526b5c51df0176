import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from './password-hasher.ts';
import { login } from './login.ts';
import { register } from './register.ts';
import { resolveSession } from './sessions.ts';
import { FakePasswordHasher } from './testing/fake-password-hasher.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';
import { verifyEmail } from './verify-email.ts';

const email = 'ada@example.org';
const password = 'correct horse battery';

async function verifiedMember() {
  const fakes = accountTestDeps();
  await register(fakes.deps, aSignUp(), aRequester());
  await verifyEmail(fakes.deps, { code: fakes.mailer.lastCodeFor(email), email }, aRequester());
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

  it('tells an unverified member to verify and sends a fresh code, after the password is right', async () => {
    const { deps, mailer, clock } = accountTestDeps();
    await register(deps, aSignUp(), aRequester());
    const firstCode = mailer.lastCodeFor(email);
    clock.advanceSeconds(61);

    await expect(login(deps, { email, password }, aRequester())).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address first. A new verification code has been sent to your email.',
    });
    expect(mailer.countFor(email)).toBe(2);
    expect(mailer.lastCodeFor(email)).not.toBe(firstCode);

    await expect(login(deps, { email, password: 'wrong password' }, aRequester())).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(mailer.countFor(email)).toBe(2);
  });

  it('does not mail an unverified member more than once a minute', async () => {
    const { deps, mailer } = accountTestDeps();
    await register(deps, aSignUp(), aRequester());

    await expect(login(deps, { email, password }, aRequester())).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });

    expect(mailer.countFor(email)).toBe(1);
  });

  it('answers 12 wrong logins in a row with RATE_LIMITED', async () => {
    const { deps } = await verifiedMember();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const error = await login(deps, { email, password: 'wrong password' }, aRequester()).catch((e) => e);
      codes.push(error.code);
    }

    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('locks the account against the right password too, from any IP, until the window passes', async () => {
    const { deps, clock } = await verifiedMember();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(deps, { email, password: 'wrong password' }, aRequester(`192.0.2.${attempt}`)).catch(
        () => undefined,
      );
    }

    const error = await login(deps, { email, password }, aRequester('198.51.100.50')).catch((e) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 900 } });

    clock.advanceSeconds(901);
    await expect(login(deps, { email, password }, aRequester('198.51.100.50'))).resolves.toBeDefined();
  });

  it('limits attempts per client IP across accounts', async () => {
    const { deps } = await verifiedMember();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(deps, { email: `guess${attempt}@example.org`, password }, aRequester('192.0.2.77')).catch(
        () => undefined,
      );
    }

    await expect(login(deps, { email, password }, aRequester('192.0.2.77'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it("clears the account's count after a success", async () => {
    const { deps } = await verifiedMember();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login(deps, { email, password: 'wrong password' }, aRequester(`192.0.2.${attempt}`)).catch(
        () => undefined,
      );
    }
    await login(deps, { email, password }, aRequester('198.51.100.1'));

    const next = await login(deps, { email, password: 'wrong password' }, aRequester('198.51.100.2')).catch(
      (e) => e,
    );
    expect(next.code).toBe('INVALID_CREDENTIALS');
  });

  it('upgrades a hash made with older parameters on a successful login', async () => {
    const { deps, members } = await verifiedMember();
    const stored = await members.findByEmail(email);
    await members.update(stored!.id, {
      passwordHash: await new FakePasswordHasher({ version: 1 }).hash(password),
    });

    await login(deps, { email, password }, aRequester());

    const upgraded = (await members.findByEmail(email))!.passwordHash;
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
});
