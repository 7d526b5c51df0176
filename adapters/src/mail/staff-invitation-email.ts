/** The staff invitation: the role, who invited, and the sign-in page where a code accepts it. */
import type { StaffRole } from '@commons/core/staff/permissions';
import type { EmailContent } from './email-content.ts';

const roleWords: Record<StaffRole, string> = {
  owner: 'the owner',
  admin: 'an admin',
  editor: 'an editor',
  author: 'an author',
};

export function staffInvitationEmail(
  invitation: { role: StaffRole; invitedBy: string },
  signInUrl: string,
  siteName: string,
): EmailContent {
  return {
    subject: `You are invited to the ${siteName} staff`,
    blocks: [
      { kind: 'text', text: 'Hello,' },
      {
        kind: 'text',
        text: `${invitation.invitedBy} invited you to the ${siteName} console as ${roleWords[invitation.role]}. Sign in with a code sent to this address to accept.`,
      },
      { kind: 'button', label: 'Sign in to accept', url: signInUrl },
      { kind: 'note', text: 'If you did not expect this, you can ignore this e-mail.' },
    ],
  };
}
