import { describe, expect, it } from 'vitest';
import { register } from './register.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { accountTestDeps, aRequester, aSignUp } from './testing/account-test-deps.ts';

const email = 'ada@example.org';

describe('requestSignInCode', () => {
  it('mails a six-digit code valid for five minutes and keeps only its digest', async () => {
    const { deps, mailer, members, clock } = accountTestDeps();
    await register(deps, aSignUp(), aRequester());
    clock.advanceSeconds(61);

    await requestSignInCode(deps, { email: ' ADA@example.org' }, aRequester());

    const code = mailer.lastCodeFor(email, 'sign-in-code');
    expect(code).toMatch(/^\d{6}$/);
    expect(mailer.sent.at(-1)).toMatchObject({ kind: 'sign-in-code', firstName: 'Ada', validForMinutes: 5 });
    expect((await members.findByEmail(email))?.signInCode).toMatchObject({
      codeHash: deps.secrets.digest(code),
      attempts: 0,
    });
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const { deps, mailer } = accountTestDeps();

    await expect(
      requestSignInCode(deps, { email: 'nobody@example.org' }, aRequester()),
    ).resolves.toBeUndefined();
    expect(mailer.sent).toEqual([]);
  });

  it('mails no code to an inactive member, and answers as for anyone else', async () => {
    const { deps, mailer, members, clock } = accountTestDeps();
    await register(deps, aSignUp(), aRequester());
    const member = (await members.findByEmail(email))!;
    await members.update(member.id, { membershipStatus: 'inactive' });
    const sentBefore = mailer.sent.length;
    clock.advanceSeconds(61);

    await expect(requestSignInCode(deps, { email }, aRequester())).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(sentBefore);
    expect((await members.findByEmail(email))?.signInCode).toBeNull();
  });

  it('spends no allowance on a refused request: the hourly five are all still there', async () => {
    const { deps, mailer, clock } = accountTestDeps();
    await register(deps, aSignUp(), aRequester());
    for (let minute = 0; minute < 3; minute += 1) {
      clock.advanceSeconds(61);
      await requestSignInCode(deps, { email }, aRequester());
      // Refused within the minute: counted nowhere, not even against the hour.
      await expect(requestSignInCode(deps, { email }, aRequester())).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
    }
    clock.advanceSeconds(61);

    // Sign-up's code and three sign-in codes: the fifth e-mail of the hour still goes out.
    await requestSignInCode(deps, { email }, aRequester());
    expect(mailer.countFor(email, 'sign-in-code')).toBe(4);
    clock.advanceSeconds(61);
    await expect(requestSignInCode(deps, { email }, aRequester())).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
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
});
