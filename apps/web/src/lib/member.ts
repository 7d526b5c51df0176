import type { MemberView } from '@commons/core/members/member';
import type { Serialized } from './serialized.ts';

/** A member as the API sends one (auth answers, the admin list): core's MemberView over JSON. */
export type SerializedMember = Serialized<MemberView>;

/** Where a member goes after signing in: admins to their console, everyone else to the dashboard. */
export const homePath = (member: { isAdmin?: boolean }) =>
  member.isAdmin ? '/admin/dashboard' : '/dashboard';
