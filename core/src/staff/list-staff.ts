import type { StaffRepository } from './staff-repository.ts';
import type { StaffRole } from './permissions.ts';

/** One line of the console's Staff section. */
export interface StaffView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  invitedAt: Date | null;
  /** False while an invitee has not signed in since the invitation. */
  accepted: boolean;
}

/** The staff, owner first. */
export async function listStaff(deps: { staff: StaffRepository }): Promise<StaffView[]> {
  const entries = await deps.staff.list();
  return entries.map(({ id, email, firstName, lastName, role, invitedAt, lastSignedInAt }) => ({
    id,
    email,
    name: `${firstName} ${lastName}`.trim(),
    role,
    invitedAt,
    accepted: invitedAt === null || (lastSignedInAt !== null && lastSignedInAt >= invitedAt),
  }));
}
