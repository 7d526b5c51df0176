import type { MetaFunction } from '../../../lib/page-meta.ts';
import { confirmNewsletter } from '../api/link-calls.ts';
import { LinkStepPage } from '../components/link-step-page.tsx';
import { backToKnowledge } from '../content.ts';

const ask = {
  heading: 'Confirm your subscription',
  message: 'Receive the newsletter at this address?',
  buttonLabel: 'Confirm subscription',
};

/** /newsletter/confirm?token=: the link of the mail that asks a new subscriber to confirm. */
export default function NewsletterConfirmPage() {
  return (
    <LinkStepPage
      ask={ask}
      act={async (token) => {
        await confirmNewsletter(token);
        return {
          heading: 'Subscription confirmed',
          message:
            'Thank you. We will send you a short note when we publish new research, event notes and case studies.',
        };
      }}
      refusedHeading="Subscription not confirmed"
      back={backToKnowledge}
    />
  );
}

export const meta: MetaFunction = () => ({ title: ask.heading, description: ask.message, noindex: true });
