import { describe, expect, it } from 'vitest';
import { emailTakenMessage } from '../members/member-errors.ts';
import { messages } from '../accounts/schemas.ts';
import { tooManyMailsMessage } from '../shared/recipient-caps.ts';
import { wrongPasswordMessage } from './reauthenticate.ts';
import { requestEmailChange } from './request-email-change.ts';
import { requestEmailChangeCode } from './request-email-change-code.ts';
import { profileMessages } from './schemas.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';

const password = 'correct horse battery';

describe('requestEmailChange', () => {
  it('with the password: mails a six-digit code to the new address and keeps only its digest, for five minutes', async () => {
    const { deps, mailer, memberCodes, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ firstName: 'Ada' });

    await requestEmailChange(deps, member.id, { newEmail: ' Ada.New@Example.org ', password });

    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      kind: 'email-change-code',
      to: 'ada.new@example.org',
      firstName: 'Ada',
      validForMinutes: 5,
    });
    const code = mailer.lastCode('email-change-code', 'ada.new@example.org');
    expect(code).toMatch(/^\d{6}$/);
    expect(await memberCodes.find(member.id, 'email-change')).toEqual({
      codeHash: `digest:${code}`,
      expiresAt: new Date('2026-03-01T10:05:00.000Z'),
      attempts: 0,
      sentAt: new Date('2026-03-01T10:00:00.000Z'),
      newEmail: 'ada.new@example.org',
    });
  });

  it('refuses without the password or a code, or with a wrong password, in words, and mails nobody', async () => {
    const { deps, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await expect(requestEmailChange(deps, member.id, { newEmail: 'new@example.org' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: profileMessages.passwordOrCode,
    });
    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'new@example.org', password: 'not my password' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: wrongPasswordMessage,
      details: { fields: { password: wrongPasswordMessage } },
    });
    expect(mailer.sent).toEqual([]);
  });

  it('with a code mailed to the current address instead: once, and only the right one', async () => {
    const { deps, clock, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ email: 'ada@example.org', passwordHash: null });
    await requestEmailChangeCode(deps, member.id);
    const code = mailer.lastCode('email-change-approval-code', 'ada@example.org');
    const wrong = code === '999999' ? '999998' : '999999';

    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'new@example.org', code: wrong }),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });
    await requestEmailChange(deps, member.id, { newEmail: 'new@example.org', code });
    clock.advanceSeconds(61);
    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'new@example.org', code }),
    ).rejects.toMatchObject({ code: 'CODE_INVALID' });

    expect(mailer.kindsSentTo('new@example.org')).toEqual(['email-change-code']);
  });

  it('refuses the password of a member who never chose one: they use a code', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ passwordHash: null });

    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'new@example.org', password }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: wrongPasswordMessage });
  });

  it("refuses another account's address with the sign-up's words, and mails nobody", async () => {
    const { deps, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();
    const other = await aStoredMember();

    await expect(
      requestEmailChange(deps, member.id, { newEmail: other.email, password }),
    ).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: emailTakenMessage,
    });
    expect(mailer.sent).toEqual([]);
  });

  it("is not blocked by a stranger's registration of the address that nobody verified", async () => {
    const { deps, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();
    const squatter = await aStoredMember({ emailVerifiedAt: null });

    await requestEmailChange(deps, member.id, { newEmail: squatter.email, password });

    expect(mailer.sent).toMatchObject([{ kind: 'email-change-code', to: squatter.email }]);
  });

  it('refuses a malformed address and the current one in words', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'not-an-address', password }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: messages.email,
    });
    await expect(
      requestEmailChange(deps, member.id, { newEmail: member.email, password }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: profileMessages.sameEmail,
    });
  });

  it('sends at most one code a minute per member', async () => {
    const { deps, clock, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await requestEmailChange(deps, member.id, { newEmail: 'one@example.org', password });
    await expect(
      requestEmailChange(deps, member.id, { newEmail: 'two@example.org', password }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    clock.advanceSeconds(61);
    await requestEmailChange(deps, member.id, { newEmail: 'two@example.org', password });

    expect(mailer.sent.map((mail) => mail.to)).toEqual(['one@example.org', 'two@example.org']);
  });

  it('sends one mailbox at most 3 codes a day, however many accounts ask, refusing the rest in words', async () => {
    const { deps, clock, mailer, aStoredMember } = profileTestDeps();
    const accounts = await Promise.all(Array.from({ length: 6 }, () => aStoredMember()));

    const answers = await Promise.allSettled(
      accounts.map((account, index) =>
        requestEmailChange(deps, account.id, { newEmail: `target+${index}@example.org`, password }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({
          reason: expect.objectContaining({ code: 'RATE_LIMITED', message: tooManyMailsMessage }),
        }),
      ),
    );
    expect(mailer.sent.filter((mail) => mail.to.startsWith('target'))).toHaveLength(3);
    clock.advanceSeconds(24 * 60 * 60);
    await requestEmailChange(deps, accounts[5]!.id, { newEmail: 'target@example.org', password });
    expect(mailer.sent.filter((mail) => mail.to.startsWith('target'))).toHaveLength(4);
  });
});
