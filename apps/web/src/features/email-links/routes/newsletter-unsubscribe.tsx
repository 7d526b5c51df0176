import type { MetaFunction } from '../../../lib/page-meta.ts';
import { unsubscribeFromNewsletter } from '../api/link-calls.ts';
import { LinkStepPage } from '../components/link-step-page.tsx';
import { backToKnowledge } from '../content.ts';

const ask = {
  heading: 'Unsubscribe',
  message: 'Stop receiving the newsletter at this address?',
  buttonLabel: 'Unsubscribe',
};

/** /newsletter/unsubscribe?token=: the unsubscribe link of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  return (
    <LinkStepPage
      ask={ask}
      act={async (token) => {
        await unsubscribeFromNewsletter(token);
        return {
          heading: 'You are unsubscribed',
          message: 'This address will not receive the newsletter any more.',
        };
      }}
      refusedHeading="Not unsubscribed"
      back={backToKnowledge}
    />
  );
}

export const meta: MetaFunction = () => ({ title: ask.heading, description: ask.message, noindex: true });
