/**
 * The product events operators count (ads served and counted, payment events, e-mails), observed at
 * the composition root by wrapping the bound use cases and the mailers, so neither core nor the
 * adapters know about metrics.
 */
import type { Container } from 'inversify';
import type { PaymentEventOutcome } from '@commons/core/membership/apply-payment-event';
import { AccountTokens } from './modules/accounts.ts';
import { AdTokens } from './modules/ads.ts';
import { MailTokens } from './modules/mail.ts';
import { NewsletterTokens } from './modules/newsletter.ts';
import { PaymentTokens } from './modules/payments.ts';
import type { Token } from './tokens.ts';

export interface BusinessEvents {
  adServed(): void;
  adImpression(): void;
  adClick(): void;
  paymentEvent(outcome: PaymentEventOutcome['outcome']): void;
  mail(result: 'sent' | 'failed'): void;
}

/** Replaces what a token resolves to by a wrapper around it, when it is first resolved. */
function decorate<V>(container: Container, target: Token<V>, wrap: (value: V) => V): void {
  container.onActivation<V>(target, (_context, value) => wrap(value));
}

export function observeBusinessEvents(container: Container, events: BusinessEvents): void {
  decorate(container, AdTokens.selectAd, (selectAd) => async (request, viewer) => {
    const ad = await selectAd(request, viewer);
    if (ad) events.adServed();
    return ad;
  });
  decorate(container, AdTokens.recordImpression, (recordImpression) => async (command) => {
    const result = await recordImpression(command);
    if (result.counted) events.adImpression();
    return result;
  });
  decorate(container, AdTokens.recordClick, (recordClick) => async (command) => {
    const result = await recordClick(command);
    if (result.counted) events.adClick();
    return result;
  });
  // Webhooks and the simulator both apply through this use case (the webhook's in the background).
  decorate(container, PaymentTokens.applyPaymentEvent, (apply) => async (event) => {
    const result = await apply(event);
    events.paymentEvent(result.outcome);
    return result;
  });
  // A mailer only stores its message in the outbox; 'sent' is counted when the dispatcher sends it.
  // A message the outbox could not take is lost: 'failed', as is one given up after its retries.
  const counted =
    <M>(send: (message: M) => Promise<void>) =>
    async (message: M) => {
      try {
        await send(message);
      } catch (error) {
        events.mail('failed');
        throw error;
      }
    };
  decorate(container, MailTokens.DeliveryReport, (report) => ({
    ...report,
    sent: (message) => {
      report.sent(message);
      events.mail('sent');
    },
    failed: (message, error) => {
      report.failed(message, error);
      events.mail('failed');
    },
  }));
  decorate(container, AccountTokens.AccountMailer, (mailer) => ({
    sendVerificationCode: counted(mailer.sendVerificationCode.bind(mailer)),
    sendSignInCode: counted(mailer.sendSignInCode.bind(mailer)),
    // Never sent, so never counted.
    withholdCode: mailer.withholdCode.bind(mailer),
    sendWelcome: counted(mailer.sendWelcome.bind(mailer)),
    sendPasswordChanged: counted(mailer.sendPasswordChanged.bind(mailer)),
  }));
  decorate(container, PaymentTokens.BillingMailer, (mailer) => ({
    sendReceipt: counted(mailer.sendReceipt.bind(mailer)),
    sendDuplicateRefunded: counted(mailer.sendDuplicateRefunded.bind(mailer)),
    sendPaymentFailed: counted(mailer.sendPaymentFailed.bind(mailer)),
    sendPaymentActionRequired: counted(mailer.sendPaymentActionRequired.bind(mailer)),
    sendCancellation: counted(mailer.sendCancellation.bind(mailer)),
    sendPlanChanged: counted(mailer.sendPlanChanged.bind(mailer)),
    sendTierGranted: counted(mailer.sendTierGranted.bind(mailer)),
    sendGrantRemoved: counted(mailer.sendGrantRemoved.bind(mailer)),
  }));
  decorate(container, NewsletterTokens.NewsletterMailer, (mailer) => ({
    sendConfirmation: counted(mailer.sendConfirmation.bind(mailer)),
  }));
}
