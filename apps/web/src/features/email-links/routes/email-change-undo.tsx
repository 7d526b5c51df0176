import { clearStoredMember } from '../../../lib/stored-member.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { undoEmailChange } from '../api/link-calls.ts';
import { LinkStepPage } from '../components/link-step-page.tsx';

const ask = {
  heading: 'Undo the e-mail change?',
  message:
    'Your account comes back to the address this link was sent to, and every session of the account ends.',
  buttonLabel: 'Undo the change',
};

/** /email-change/undo?token=: the link in the notice an e-mail change sends to the old address. */
export default function EmailChangeUndoPage() {
  return (
    <LinkStepPage
      ask={ask}
      act={async (token) => {
        const { email } = await undoEmailChange(token);
        // Every session of the account has ended, this browser's too.
        clearStoredMember();
        return {
          heading: 'Change undone',
          message: `Your account uses ${email} again and every session has ended. Sign in; if you did not make the change, choose a new password.`,
        };
      }}
      refusedHeading="Change not undone"
      back={{ href: '/login', label: 'Go to sign in' }}
    />
  );
}

export const meta: MetaFunction = () => ({ title: ask.heading, description: ask.message, noindex: true });
