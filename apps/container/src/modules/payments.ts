import { ContainerModule } from 'inversify';
import { getMemberDetail } from '@commons/core/member-detail/get-member-detail';
import { removeComplimentaryTier } from '@commons/core/complimentary/remove-complimentary-tier';
import { updateMemberByAdmin } from '@commons/core/complimentary/update-member-by-admin';
import { applyPaymentEvent } from '@commons/core/membership/apply-payment-event';
import { billingOverview } from '@commons/core/membership/billing-overview';
import { endExpiredGrace } from '@commons/core/membership/end-expired-grace';
import { endSetAsidePayment } from '@commons/core/membership/end-set-aside-payment';
import { openPaymentPortal } from '@commons/core/membership/open-payment-portal';
import { changePlan } from '@commons/core/membership/change-plan';
import type { BillingMailer } from '@commons/core/membership/billing-mailer';
import type { BillingRecords } from '@commons/core/membership/billing-records';
import { cancelSubscription, resumeSubscription } from '@commons/core/membership/subscription-renewal';
import type { PaymentEventLog } from '@commons/core/membership/payment-event-log';
import type { PaymentEvent, PaymentGateway } from '@commons/core/membership/payment-gateway';
import { receivePaymentNotification } from '@commons/core/membership/receive-payment-notification';
import {
  applyReceivedPaymentEvents,
  type ApplyTally,
  type PaymentEventReport,
} from '@commons/core/membership/apply-received-payment-events';
import type { ReceivedPaymentEvents } from '@commons/core/membership/received-payment-events';
import { startCheckout } from '@commons/core/membership/start-checkout';
import { continueFree } from '@commons/core/membership/continue-free';
import { startMemberCheckout } from '@commons/core/membership/start-member-checkout';
import { outsideTransactions } from '@commons/core/shared/outside-transactions';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { NodemailerBillingMailer } from '@commons/adapters/mail/nodemailer-billing-mailer';
import { SimulatedPaymentGateway } from '@commons/adapters/payments/simulated-payment-gateway';
import { renewDueSubscriptions, renewSubscriptionNow } from '@commons/adapters/payments/simulated-renewals';
import { StripePaymentGateway } from '@commons/adapters/payments/stripe-payment-gateway';
import { SqlBillingRecords } from '@commons/adapters/persistence/repositories/sql-billing-records';
import { SqlPaymentEventLog } from '@commons/adapters/persistence/repositories/sql-payment-event-log';
import { SqlRateLimiter } from '@commons/adapters/persistence/repositories/sql-rate-limiter';
import { SqlReceivedPaymentEvents } from '@commons/adapters/persistence/repositories/sql-received-payment-events';
import { BackgroundWorker } from '@commons/adapters/system/background-worker';
import { MailTokens } from './mail.ts';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { AccountTokens } from './accounts.ts';

/** A claim's lease far outlasts the provider's timeouts; polling finds other instances' events. */
const paymentEventWorkerOptions = { pollIntervalMs: 3_000, leaseMs: 120_000, batchSize: 20 };

/** Checkout and payment events: Stripe when STRIPE_SECRET_KEY is set, the local simulator otherwise. */
export const PaymentTokens = {
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  /** The local payment simulator when it is the gateway; null when Stripe is. */
  PaymentSimulator: token<SimulatedPaymentGateway | null>('PaymentSimulator'),
  PaymentEventLog: token<PaymentEventLog>('PaymentEventLog'),
  BillingRecords: token<BillingRecords>('BillingRecords'),
  BillingMailer: token<BillingMailer>('BillingMailer'),
  /** The notifications the webhook stored, waiting for (or given up by) the worker. */
  ReceivedPaymentEvents: token<ReceivedPaymentEvents>('ReceivedPaymentEvents'),
  /** Hears what became of each stored event: logs it. */
  PaymentEventReport: token<PaymentEventReport>('PaymentEventReport'),
  /**
   * Applies the stored events in the background; the http server starts and stops it. Woken when
   * this process stores one, polling for those other instances stored and for retries.
   */
  PaymentEventWorker: token<BackgroundWorker<ApplyTally>>('PaymentEventWorker'),
  NotifyPaymentEventReceived: token<() => void>('NotifyPaymentEventReceived'),
  /** The checkout limiter (database-backed, so shared by every instance). */
  RateLimiter: token<RateLimiter>('PaymentsRateLimiter'),
  /** Hears about a provider call that failed after what it follows was done: logs it. */
  FailureReport: token<(error: unknown, about: object) => void>('PaymentsFailureReport'),
  startCheckout: useCaseToken(startCheckout),
  continueFree: useCaseToken(continueFree),
  endSetAsidePayment: useCaseToken(endSetAsidePayment),
  startMemberCheckout: useCaseToken(startMemberCheckout),
  applyPaymentEvent: useCaseToken(applyPaymentEvent),
  receivePaymentNotification: useCaseToken(receivePaymentNotification),
  billingOverview: useCaseToken(billingOverview),
  /** The console's member detail: bound here, beside the billing records it reads. */
  getMemberDetail: useCaseToken(getMemberDetail),
  /**
   * The console's grant (`PATCH /api/admin/users/:id`) and its removal: bound here, beside the
   * subscription a grant ends and the billing mails.
   */
  updateMemberByAdmin: useCaseToken(updateMemberByAdmin),
  removeComplimentaryTier: useCaseToken(removeComplimentaryTier),
  cancelSubscription: useCaseToken(cancelSubscription),
  resumeSubscription: useCaseToken(resumeSubscription),
  endExpiredGrace: useCaseToken(endExpiredGrace),
  openPaymentPortal: useCaseToken(openPaymentPortal),
  changePlan: useCaseToken(changePlan),
  /** The simulator's renewals (housekeeping, and its portal's Renew now); nothing on Stripe. */
  renewDueSubscriptions: useCaseToken(renewDueSubscriptions),
  renewSubscriptionNow: useCaseToken(renewSubscriptionNow),
};

export const paymentsModule = new ContainerModule(({ bind }) => {
  const P = PaymentTokens;
  bindFactory(bind, P.PaymentSimulator, { config: I.Config }, ({ config }) =>
    config.stripe ? null : new SimulatedPaymentGateway({ env: config.env }),
  );
  // A network port: it refuses calls inside a database transaction (no row stays locked meanwhile).
  bindFactory(
    bind,
    P.PaymentGateway,
    { config: I.Config, simulator: P.PaymentSimulator, transactions: I.Transactions },
    ({ config, simulator, transactions }) =>
      outsideTransactions(
        config.stripe
          ? new StripePaymentGateway({
              secretKey: config.stripe.secretKey,
              webhookSecret: config.stripe.webhookSecret,
              apiUrl: config.stripe.apiUrl,
              publicUrl: config.publicUrl,
            })
          : simulator!,
        transactions,
      ),
  );
  bindFactory(bind, P.PaymentEventLog, { orm: I.Orm }, ({ orm }) => new SqlPaymentEventLog(orm.em));
  bindFactory(bind, P.BillingRecords, { orm: I.Orm }, ({ orm }) => new SqlBillingRecords(orm.em));
  // Writes to the mail outbox: a receipt commits with the payment it reports.
  bindFactory(
    bind,
    P.BillingMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerBillingMailer(mail, logger.child({ component: 'mail' })),
  );
  bindFactory(
    bind,
    P.RateLimiter,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlRateLimiter(orm.em, clock),
  );
  bindFactory(
    bind,
    P.ReceivedPaymentEvents,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new SqlReceivedPaymentEvents(orm.em, clock),
  );
  bindFactory(bind, P.PaymentEventReport, { logger: I.Logger }, ({ logger }) => {
    const log = logger.child({ component: 'payments' });
    const about = (event: { id: string; providerType: string }) => ({
      eventId: event.id,
      eventType: event.providerType,
    });
    return {
      applied: (event, result) => log.info({ ...about(event), ...result }, 'payment event'),
      retrying: (event, attempts, retryAt, error) =>
        log.warn({ ...about(event), attempts, retryAt, error }, 'payment event not applied; will retry'),
      // Kept in received_payment_events (status failed, last_error) for staff to look into.
      gaveUp: (event, attempts, error) =>
        log.error({ ...about(event), attempts, error }, 'payment event given up'),
    };
  });
  bindFactory(
    bind,
    P.PaymentEventWorker,
    {
      config: I.Config,
      receivedEvents: P.ReceivedPaymentEvents,
      applyPaymentEvent: P.applyPaymentEvent,
      report: P.PaymentEventReport,
      clock: I.Clock,
      logger: I.Logger,
      inScope: I.DatabaseScope,
    },
    ({ config, receivedEvents, applyPaymentEvent, report, clock, logger, inScope }) => {
      // Each event in its own unit of work, so none reads what an earlier one left in memory.
      const deps = {
        receivedEvents,
        report,
        clock,
        apply: (event: PaymentEvent) => inScope(() => applyPaymentEvent(event)),
      };
      const options = { ...paymentEventWorkerOptions, retry: config.paymentEvents.retry };
      return new BackgroundWorker(
        () => inScope(() => applyReceivedPaymentEvents(deps, options)),
        options,
        (error) =>
          logger
            .child({ component: 'payments' })
            .error({ err: error }, 'payment events unavailable; will retry'),
      );
    },
  );
  const members = AccountTokens.MemberRepository;
  bindUseCase(bind, P.startCheckout, startCheckout, {
    members,
    registrationProofs: AccountTokens.RegistrationProofs,
    gateway: P.PaymentGateway,
    rateLimiter: P.RateLimiter,
    clock: I.Clock,
  });
  bindFactory(
    bind,
    P.FailureReport,
    { logger: I.Logger },
    ({ logger }) =>
      (error, about) =>
        logger.child({ component: 'payments' }).error({ err: error, ...about }, 'a payment follow-up failed'),
  );
  bindUseCase(bind, P.endSetAsidePayment, endSetAsidePayment, {
    gateway: P.PaymentGateway,
    reportFailure: P.FailureReport,
  });
  // The verification hands the payments it sets aside to the membership rules.
  bindFactory(bind, AccountTokens.EndSetAsidePayment, { end: P.endSetAsidePayment }, ({ end }) => end);
  bindUseCase(bind, P.continueFree, continueFree, {
    members,
    registrationProofs: AccountTokens.RegistrationProofs,
    gateway: P.PaymentGateway,
    rateLimiter: P.RateLimiter,
    transactions: I.Transactions,
    clock: I.Clock,
  });
  bindUseCase(bind, P.startMemberCheckout, startMemberCheckout, {
    members,
    gateway: P.PaymentGateway,
    rateLimiter: P.RateLimiter,
  });
  bindUseCase(bind, P.applyPaymentEvent, applyPaymentEvent, {
    members,
    paymentEvents: P.PaymentEventLog,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    transactions: I.Transactions,
    clock: I.Clock,
  });
  bindFactory(
    bind,
    P.NotifyPaymentEventReceived,
    { worker: P.PaymentEventWorker },
    ({ worker }) =>
      () =>
        worker.wake(),
  );
  bindUseCase(bind, P.receivePaymentNotification, receivePaymentNotification, {
    gateway: P.PaymentGateway,
    receivedEvents: P.ReceivedPaymentEvents,
    notifyReceived: P.NotifyPaymentEventReceived,
  });
  bindUseCase(bind, P.renewDueSubscriptions, renewDueSubscriptions, {
    members,
    paymentEvents: P.PaymentEventLog,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    transactions: I.Transactions,
    clock: I.Clock,
    simulator: P.PaymentSimulator,
  });
  bindUseCase(bind, P.renewSubscriptionNow, renewSubscriptionNow, {
    members,
    paymentEvents: P.PaymentEventLog,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    transactions: I.Transactions,
    clock: I.Clock,
    simulator: P.PaymentSimulator,
  });
  bindUseCase(bind, P.billingOverview, billingOverview, { members, billing: P.BillingRecords });
  bindUseCase(bind, P.getMemberDetail, getMemberDetail, {
    members,
    sessions: AccountTokens.SessionStore,
    billing: P.BillingRecords,
  });
  bindUseCase(bind, P.updateMemberByAdmin, updateMemberByAdmin, {
    members,
    sessions: AccountTokens.SessionStore,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, P.removeComplimentaryTier, removeComplimentaryTier, {
    members,
    mailer: P.BillingMailer,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, P.cancelSubscription, cancelSubscription, {
    members,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    transactions: I.Transactions,
    clock: I.Clock,
  });
  bindUseCase(bind, P.resumeSubscription, resumeSubscription, {
    members,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, P.openPaymentPortal, openPaymentPortal, { members, gateway: P.PaymentGateway });
  bindUseCase(bind, P.endExpiredGrace, endExpiredGrace, {
    members,
    billing: P.BillingRecords,
    transactions: I.Transactions,
    clock: I.Clock,
  });
  bindUseCase(bind, P.changePlan, changePlan, {
    members,
    billing: P.BillingRecords,
    gateway: P.PaymentGateway,
    mailer: P.BillingMailer,
    transactions: I.Transactions,
    clock: I.Clock,
  });
});
