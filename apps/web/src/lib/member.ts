import type { MemberView } from '@commons/core/members/member';
import type { StaffRole } from '@commons/core/staff/permissions';
import type { Serialized } from './serialized.ts';

/** A member as the API sends one (auth answers, the admin list): core's MemberView over JSON. */
export type SerializedMember = Serialized<MemberView>;

/** Staff (any role) have a console; what it shows depends on the role (core's matrix). */
export const isStaff = (member: { staffRole?: StaffRole | null }) =>
  member.staffRole !== null && member.staffRole !== undefined;

/** Where a member goes after signing in: staff to their console, everyone else to the dashboard. */
export const homePath = (member: { staffRole?: StaffRole | null }) =>
  isStaff(member) ? '/admin/dashboard' : '/dashboard';
