/** The accepted F100 applicant with no account yet: sign up with this address to take the place. */
import type { SubmissionSummary } from '@commons/core/community/submission-inbox';
import type { EmailContent } from './email-content.ts';

/**
 * The free explorer sign-up, prefilled: /checkout refuses tier=f100 (the F100 is granted, never
 * bought), and verifying the address there applies the F100 grant waiting for it.
 */
export function f100SignUpUrl(application: SubmissionSummary, publicUrl: string): string {
  const url = new URL('/checkout', publicUrl);
  url.searchParams.set('tier', 'explorer');
  url.searchParams.set('email', application.email);
  url.searchParams.set('name', application.name);
  return url.toString();
}

export function f100InvitationEmail(
  application: SubmissionSummary,
  signUpUrl: string,
  siteName: string,
): EmailContent {
  return {
    subject: `Your F100 application is accepted - ${siteName}`,
    blocks: [
      { kind: 'text', text: `Hello ${application.name},` },
      {
        kind: 'text',
        text: `Your application to the Founding 100 (F100) has been accepted. Create your account with this e-mail address (${application.email}): once you verify it, your F100 membership is active.`,
      },
      { kind: 'button', label: 'Create your account', url: signUpUrl },
      { kind: 'note', text: `Welcome to ${siteName}.` },
    ],
  };
}
