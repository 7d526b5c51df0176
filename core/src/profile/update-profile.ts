import { memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type MemberView } from '../members/member.ts';
import { parseInput } from '../shared/validation.ts';
import type { ProfileDeps } from './profile-deps.ts';
import { profileChangesSchema } from './schemas.ts';

/**
 * `PATCH /api/me`: names, organization, position and phone, by the sign-up rules; fields left out
 * stay as they are.
 */
export async function updateProfile(
  deps: Pick<ProfileDeps, 'members'>,
  memberId: string,
  input: unknown,
): Promise<MemberView> {
  const sent = parseInput(profileChangesSchema, input);
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  if (!(await deps.members.findById(memberId))) throw memberNotFound();
  return toMemberView(await deps.members.update(memberId, changes));
}
