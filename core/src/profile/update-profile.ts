import { memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from './profile-deps.ts';
import { profileChangesSchema } from './schemas.ts';

/**
 * `PATCH /api/me`: names, organization, position and phone, by the sign-up rules, and the newsletter
 * choice; fields left out stay as they are. Turning the newsletter on records Settings as where it
 * came from, and takes an earlier unsubscribe off the suppression list (a bounced address stays on it).
 */
export async function updateProfile(
  deps: Pick<ProfileDeps, 'members' | 'suppressions' | 'clock' | 'transactions'>,
  memberId: string,
  input: unknown,
): Promise<MemberView> {
  const sent = parseInput(profileChangesSchema, input);
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return deps.transactions.run(async () => {
    const member = await deps.members.findById(memberId);
    if (!member) throw memberNotFound();
    if (sent.newsletter) await deps.suppressions.lift(member.email, ['unsubscribed']);
    const turnedOn = sent.newsletter && !member.newsletter;
    const since = turnedOn
      ? { newsletterSource: 'settings' as const, newsletterSince: deps.clock.now() }
      : {};
    return toMemberView(await deps.members.update(memberId, { ...changes, ...since }));
  });
}
