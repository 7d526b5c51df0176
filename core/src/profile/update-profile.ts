import { memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from './profile-deps.ts';
import { profileChangesSchema } from './schemas.ts';

/**
 * `PATCH /api/me`: names, organization, position and phone, by the sign-up rules, and the newsletter
 * choice; fields left out stay as they are. Turning the newsletter on takes an earlier unsubscribe
 * off the suppression list (a bounced address stays on it).
 */
export async function updateProfile(
  deps: Pick<ProfileDeps, 'members' | 'suppressions' | 'transactions'>,
  memberId: string,
  input: unknown,
): Promise<MemberView> {
  const sent = parseInput(profileChangesSchema, input);
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return deps.transactions.run(async () => {
    const member = await deps.members.findById(memberId);
    if (!member) throw memberNotFound();
    if (sent.newsletter) await deps.suppressions.lift(member.email, ['unsubscribed']);
    return toMemberView(await deps.members.update(memberId, changes));
  });
}
