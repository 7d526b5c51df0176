/**
 * What an admin does to an account without changing its state (resend the verification code, send
 * a sign-in code, sign it out everywhere). Each is recorded in the member's history with the acting admin.
 */
import { adminActor } from '../members/actor.ts';
import { changeMembership } from '../members/change-membership.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { AccountDeps } from './account-deps.ts';
import { findMember, type MemberSelector } from '../members/find-member.ts';
import type { Member } from '../members/member.ts';
import { issueSignInCode } from './sign-in-code-checks.ts';
import { anyBrowser } from './sign-in-codes.ts';
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
  deps: Pick<AccountDeps, 'members' | 'secrets' | 'clock' | 'mailer' | 'transactions'>,
  target: MemberSelector,
  adminId: string | null,
): Promise<void> {
  const member = await findMember(deps, target);
  if (member.emailVerifiedAt) throw new DomainError('VALIDATION', alreadyVerifiedMessage);
  await deps.transactions.run(async () => {
    await issueNewCode(deps, member);
    await note(deps, member, 'verification-resent', adminId);
  });
}

/**
 * Mails the member a sign-in code, as "Email me a sign-in code" would (a member who cannot get in).
 * No browser asked for it, so any browser may use it. No per-address allowance: the admin is
 * signed in and named in the history. A failed e-mail is told to the admin, who can try again.
 */
export async function sendSignInCodeByAdmin(
  deps: Pick<AccountDeps, 'members' | 'signInCodes' | 'secrets' | 'clock' | 'mailer' | 'transactions'>,
  target: MemberSelector,
  adminId: string | null,
): Promise<void> {
  const member = await findMember(deps, target);
  await deps.transactions.run(async () => {
    await issueSignInCode(deps, member.email, anyBrowser, member);
    await note(deps, member, 'sign-in-code-sent', adminId);
  });
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
