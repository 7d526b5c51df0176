import { describe, expect, it } from 'vitest';
import { emailTakenMessage } from '../members/member-errors.ts';
import { messages } from '../accounts/schemas.ts';
import { requestEmailChange } from './request-email-change.ts';
import { profileMessages } from './schemas.ts';
import { profileTestDeps } from './testing/profile-test-deps.ts';

describe('requestEmailChange', () => {
  it('mails a six-digit code to the new address and keeps only its digest, for five minutes', async () => {
    const { deps, mailer, memberCodes, aStoredMember } = profileTestDeps();
    const member = await aStoredMember({ firstName: 'Ada' });

    await requestEmailChange(deps, member.id, { newEmail: ' Ada.New@Example.org ' });

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

  it("refuses another account's address with the sign-up's words, and mails nobody", async () => {
    const { deps, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();
    const other = await aStoredMember();

    await expect(requestEmailChange(deps, member.id, { newEmail: other.email })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      message: emailTakenMessage,
    });
    expect(mailer.sent).toEqual([]);
  });

  it("is not blocked by a stranger's registration of the address that nobody verified", async () => {
    const { deps, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();
    const squatter = await aStoredMember({ emailVerifiedAt: null });

    await requestEmailChange(deps, member.id, { newEmail: squatter.email });

    expect(mailer.sent).toMatchObject([{ kind: 'email-change-code', to: squatter.email }]);
  });

  it('refuses a malformed address and the current one in words', async () => {
    const { deps, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await expect(requestEmailChange(deps, member.id, { newEmail: 'not-an-address' })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: messages.email,
    });
    await expect(requestEmailChange(deps, member.id, { newEmail: member.email })).rejects.toMatchObject({
      code: 'VALIDATION',
      message: profileMessages.sameEmail,
    });
  });

  it('sends at most one code a minute per member', async () => {
    const { deps, clock, mailer, aStoredMember } = profileTestDeps();
    const member = await aStoredMember();

    await requestEmailChange(deps, member.id, { newEmail: 'one@example.org' });
    await expect(requestEmailChange(deps, member.id, { newEmail: 'two@example.org' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    clock.advanceSeconds(61);
    await requestEmailChange(deps, member.id, { newEmail: 'two@example.org' });

    expect(mailer.sent.map((mail) => mail.to)).toEqual(['one@example.org', 'two@example.org']);
  });
});
