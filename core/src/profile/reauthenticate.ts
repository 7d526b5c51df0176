/**
 * A sensitive change (moving the account to another address, closing it) asks the signed-in member
 * to prove again that it is them, so a stolen session alone cannot take or end the account: the
 * password, or a code mailed to the account's own address for that change (a member who never chose
 * a password uses the code). Password tries are limited per member, across these changes.
 */
import { accountPolicy } from '../accounts/account-deps.ts';
import type { AccountCodeMessage } from '../accounts/account-change-mailer.ts';
import {
  consumeMemberCodeAllowance,
  issueMemberCode,
  redeemMemberCode,
} from '../accounts/member-code-checks.ts';
import type { MemberCodePurpose } from '../accounts/member-codes.ts';
import { memberNotFound } from '../members/member-errors.ts';
import type { Member } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { enforceRateLimits } from '../shared/rate-limits.ts';
import type { ProfileDeps } from './profile-deps.ts';

export const wrongPasswordMessage = 'The password is incorrect.';

/** Password tries per member, right or wrong, for the changes that ask for it again. */
export const reauthenticationPasswordLimit = { points: 10, windowSeconds: 15 * 60 } as const;

/** The changes that ask for the proof, by the purpose of their code. */
export type ReauthenticationPurpose = Exclude<MemberCodePurpose, 'email-change'>;

export interface Reauthentication {
  password?: string | undefined;
  code?: string | undefined;
}

/** Throws when the proof is wrong: the password in words, or the code's own refusal. */
export async function reauthenticate(
  deps: Pick<ProfileDeps, 'passwords' | 'memberCodes' | 'secrets' | 'clock' | 'rateLimiter'>,
  member: Member,
  proof: Reauthentication,
  purpose: ReauthenticationPurpose,
): Promise<void> {
  if (proof.code) {
    await redeemMemberCode(deps, member.id, purpose, proof.code);
    return;
  }
  await enforceRateLimits(deps.rateLimiter, [
    { key: `reauthenticate:member:${member.id}`, limit: reauthenticationPasswordLimit },
  ]);
  const hash = member.passwordHash;
  if (!hash || !(await deps.passwords.verify(hash, proof.password ?? ''))) {
    throw new DomainError('VALIDATION', wrongPasswordMessage, {
      fields: { password: wrongPasswordMessage },
    });
  }
}

/**
 * Mails the member a fresh code for the change to the account's own address (the earlier one stops
 * working). Limited per member; the code and its e-mail are stored together or not at all.
 */
export async function mailReauthenticationCode(
  deps: Pick<ProfileDeps, 'members' | 'memberCodes' | 'secrets' | 'clock' | 'rateLimiter' | 'transactions'>,
  memberId: string,
  purpose: ReauthenticationPurpose,
  send: (message: AccountCodeMessage) => Promise<void>,
): Promise<void> {
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  await consumeMemberCodeAllowance(deps, member.id, purpose);
  await deps.transactions.run(async () => {
    const code = await issueMemberCode(deps, member.id, purpose);
    await send({
      to: member.email,
      firstName: member.firstName,
      code,
      validForMinutes: accountPolicy.codeValiditySeconds / 60,
    });
  });
}
