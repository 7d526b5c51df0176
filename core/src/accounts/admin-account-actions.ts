/**
 * What an admin does to an account without changing its state (resend the verification code, sign
 * it out everywhere). Each is recorded in the member's history with the acting admin.
 */
import { adminActor } from '../membership/actor.ts';
import { changeMembership } from '../membership/change-membership.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMember, type MemberSelector } from './find-member.ts';
import type { Member } from './member.ts';
import { issueNewCode } from './verification-code.ts';

export const alreadyVerifiedMessage = 'This member has already verified their e-mail address';

function note(
  deps: Pick<AccountDeps, 'members' | 'clock'>,
  member: Member,
  reason: string,
  adminId: string | null,
) {
  return changeMembership(
    deps,
    member,
    { type: 'admin-noted' },
    { actor: adminActor(adminId), reason, noteworthy: true },
  );
}

/**
 * A new code replaces the member's pending one and is mailed. The address's per-minute allowance
 * does not apply: the admin is signed in, and every resend is in the history with their name.
 */
export async function resendVerificationByAdmin(
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer'>,
  target: MemberSelector,
  adminId: string | null,
): Promise<void> {
  const member = await findMember(deps, target);
  if (member.emailVerifiedAt) throw new DomainError('VALIDATION', alreadyVerifiedMessage);
  await issueNewCode(deps, member);
  await note(deps, member, 'verification-resent', adminId);
}

/** Ends every session of the member; returns how many there were. */
export async function signOutEverywhere(
  deps: Pick<AccountDeps, 'members' | 'sessions' | 'clock' | 'transactions'>,
  target: MemberSelector,
  adminId: string | null,
): Promise<{ endedSessions: number }> {
  return deps.transactions.run(async () => {
    const member = await findMember(deps, target);
    const endedSessions = await deps.sessions.deleteAllForMember(member.id);
    await note(deps, member, 'signed-out-everywhere', adminId);
    return { endedSessions };
  });
}
