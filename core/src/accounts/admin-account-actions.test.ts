import { describe, expect, it, vi } from 'vitest';
import { resendVerificationByAdmin } from './admin-account-actions.ts';
import { aNewMember } from '../members/testing/member-builder.ts';
import { accountTestDeps } from './testing/account-test-deps.ts';

describe('resendVerificationByAdmin', () => {
  it('keeps neither the new code nor its e-mail when the history entry after it fails', async () => {
    const { deps, members, mailer, clock } = accountTestDeps();
    const pending = { codeHash: 'old', expiresAt: clock.now(), attempts: 0, sentAt: clock.now() };
    const member = await members.create(aNewMember({ email: 'ada@example.org', verification: pending }));
    vi.spyOn(members, 'recordStatusChange').mockRejectedValueOnce(new Error('history unavailable'));

    await expect(resendVerificationByAdmin(deps, { id: member.id }, null)).rejects.toThrow(
      'history unavailable',
    );

    expect(mailer.sent).toEqual([]);
    expect((await members.findById(member.id))?.verification).toEqual(pending);
    await resendVerificationByAdmin(deps, { id: member.id }, null);
    expect(mailer.countFor('ada@example.org')).toBe(1);
  });
});
