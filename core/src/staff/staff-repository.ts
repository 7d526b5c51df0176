import type { StaffRole } from './permissions.ts';

/** One staff member as the console's Staff section lists them. */
export interface StaffEntry {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** When staff invited them; null for staff made otherwise (the start-up admin, the migration). */
  invitedAt: Date | null;
  /** Their latest sign-in still on record (sessions); an invitation is accepted by a sign-in after it. */
  lastSignedInAt: Date | null;
}

/**
 * The staff: the members with a role. Roles are written through the member repository
 * (`staffRole`), so a member has one source of truth; this port reads them together and keeps the
 * invitation's date.
 */
export interface StaffRepository {
  /** Owner first, then admins, editors, authors; each by e-mail. */
  list(): Promise<StaffEntry[]>;
  /** The owner's id; null before there is one. */
  ownerId(): Promise<string | null>;
  /** Stamps an invitation on the member (a new invitation replaces the date). */
  recordInvitation(memberId: string, at: Date): Promise<void>;
}
