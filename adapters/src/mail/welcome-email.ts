/** Sent once the address is verified: what the member can do next. */
import type { EmailContent } from './email-content.ts';

export interface WelcomeEmailContent {
  siteName: string;
  firstName: string;
  dashboardUrl: string;
}

export function welcomeEmail(content: WelcomeEmailContent): EmailContent {
  const { siteName, firstName, dashboardUrl } = content;
  return {
    subject: `Welcome to ${siteName}`,
    blocks: [
      { kind: 'text', text: `Hello ${firstName},` },
      { kind: 'text', text: `Your e-mail address is verified and your ${siteName} membership is open.` },
      {
        kind: 'text',
        text: 'On your dashboard you can choose a password, see your membership and complete a payment if your tier needs one.',
      },
      { kind: 'button', label: 'Open your dashboard', url: dashboardUrl },
      { kind: 'note', text: 'You can also sign in at any time with a code sent to this address.' },
    ],
  };
}
