import { DomainError } from '../shared/domain-error.ts';
import { refuseWhenSpent } from '../shared/rate-limits.ts';
import { parseInput } from '../shared/validation.ts';
import { accountPolicy, limitKeys, type AccountDeps } from './account-deps.ts';
import { memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { changePasswordSchema, messages } from './schemas.ts';
import type { Session } from './session-store.ts';
import { findSession } from './sessions.ts';

export const commonPasswordMessage = 'This password is too common. Please choose a less common one.';
export const wrongCurrentPasswordMessage = 'Your current password is incorrect.';

type ChangePasswordDeps = Pick<
  AccountDeps,
  | 'members'
  | 'sessions'
  | 'passwords'
  | 'commonPasswords'
  | 'secrets'
  | 'clock'
  | 'mailer'
  | 'rateLimiter'
  | 'transactions'
>;

/**
 * The signed-in member chooses a password (the first one after sign-up, or a new one): 8 to 128
 * characters and not one of the 10,000 most common. Once a password exists the current one is
 * required, except within 10 minutes of a sign-in by e-mailed code (the forgot-password path).
 * Every other session of the member ends, and a 'password changed' e-mail goes out.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  sessionToken: string,
  input: unknown,
): Promise<MemberView> {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const session = await findSession(deps, sessionToken);
  const member = session && (await deps.members.findById(session.memberId));
  if (!session || !member) throw memberNotFound();
  if (deps.commonPasswords.includes(newPassword)) {
    throw new DomainError('VALIDATION', commonPasswordMessage, {
      fields: { newPassword: commonPasswordMessage },
    });
  }
  if (member.passwordHash && !recentlySignedInByCode(deps, session)) {
    await checkCurrentPassword(deps, member.id, member.passwordHash, currentPassword);
  }

  const passwordHash = await deps.passwords.hash(newPassword);
  const updated = await deps.transactions.run(async () => {
    const changed = await deps.members.update(member.id, { passwordHash });
    await deps.sessions.deleteAllForMember(member.id, session.id);
    await deps.mailer.sendPasswordChanged({ to: changed.email, firstName: changed.firstName });
    return changed;
  });
  return toMemberView(updated);
}

function recentlySignedInByCode(deps: Pick<AccountDeps, 'clock'>, session: Session): boolean {
  const age = deps.clock.now().getTime() - session.createdAt.getTime();
  return session.signedInWith === 'code' && age <= accountPolicy.passwordResetWindowSeconds * 1000;
}

async function checkCurrentPassword(
  deps: Pick<AccountDeps, 'passwords' | 'rateLimiter'>,
  memberId: string,
  passwordHash: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw new DomainError('VALIDATION', messages.currentPassword, {
      fields: { currentPassword: messages.currentPassword },
    });
  }
  const failures = {
    key: limitKeys.failedPasswordChecksPerMember(memberId),
    limit: accountPolicy.limits.failedPasswordChecksPerMember,
  };
  await refuseWhenSpent(deps.rateLimiter, [failures]);
  if (!(await deps.passwords.verify(passwordHash, currentPassword))) {
    await deps.rateLimiter.consume(failures.key, failures.limit);
    throw new DomainError('WRONG_PASSWORD', wrongCurrentPasswordMessage, {
      fields: { currentPassword: wrongCurrentPasswordMessage },
    });
  }
}
