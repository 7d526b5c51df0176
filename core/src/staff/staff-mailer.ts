import type { StaffRole } from './permissions.ts';

/** The staff's e-mails. The adapter renders them and puts them in the outbox. */
export interface StaffMailer {
  /** Tells the invitee their role and links to the sign-in page: a code sent there accepts it. */
  invite(invitation: { to: string; role: StaffRole; invitedBy: string }): Promise<void>;
}
