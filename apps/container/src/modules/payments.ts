import { ContainerModule } from 'inversify';
import { applyPaymentEvent } from '@commons/core/membership/apply-payment-event';
import type { PaymentEventLog } from '@commons/core/membership/payment-event-log';
import type { PaymentGateway } from '@commons/core/membership/payment-gateway';
import { receivePaymentNotification } from '@commons/core/membership/receive-payment-notification';
import { startCheckout } from '@commons/core/membership/start-checkout';
import { outsideTransactions } from '@commons/core/shared/outside-transactions';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { SimulatedPaymentGateway } from '@commons/adapters/payments/simulated-payment-gateway';
import { StripePaymentGateway } from '@commons/adapters/payments/stripe-payment-gateway';
import { SqlPaymentEventLog } from '@commons/adapters/persistence/repositories/sql-payment-event-log';
import { SqlRateLimiter } from '@commons/adapters/persistence/repositories/sql-rate-limiter';
import { bindFactory, T, token, type Bound } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';

/** Checkout and payment events: Stripe when STRIPE_SECRET_KEY is set, the local simulator otherwise. */
export const PaymentTokens = {
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  /** The local payment simulator when it is the gateway; null when Stripe is. */
  PaymentSimulator: token<SimulatedPaymentGateway | null>('PaymentSimulator'),
  PaymentEventLog: token<PaymentEventLog>('PaymentEventLog'),
  /** The checkout limiter (database-backed, so shared by every instance). */
  RateLimiter: token<RateLimiter>('PaymentsRateLimiter'),
  startCheckout: token<Bound<typeof startCheckout>>('startCheckout'),
  applyPaymentEvent: token<Bound<typeof applyPaymentEvent>>('applyPaymentEvent'),
  receivePaymentNotification: token<Bound<typeof receivePaymentNotification>>('receivePaymentNotification'),
};

export const paymentsModule = new ContainerModule(({ bind }) => {
  const P = PaymentTokens;
  bindFactory(bind, P.PaymentSimulator, [T.Config], (config) =>
    config.stripe ? null : new SimulatedPaymentGateway({ env: config.env }),
  );
  // A network port: it refuses calls inside a database transaction (no row stays locked meanwhile).
  bindFactory(
    bind,
    P.PaymentGateway,
    [T.Config, P.PaymentSimulator, T.Transactions],
    (config, simulator, transactions) =>
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
  bindFactory(bind, P.PaymentEventLog, [T.Orm], (orm) => new SqlPaymentEventLog(orm.em));
  bindFactory(bind, P.RateLimiter, [T.Orm, T.Clock], (orm, clock) => new SqlRateLimiter(orm.em, clock));
  bindFactory(
    bind,
    P.startCheckout,
    [AccountTokens.MemberRepository, P.PaymentGateway, P.RateLimiter],
    (members, gateway, rateLimiter) => (command) => startCheckout({ members, gateway, rateLimiter }, command),
  );
  bindFactory(
    bind,
    P.applyPaymentEvent,
    [AccountTokens.MemberRepository, P.PaymentEventLog, P.PaymentGateway, T.Transactions, T.Clock],
    (members, paymentEvents, gateway, transactions, clock) => (event) =>
      applyPaymentEvent({ members, paymentEvents, gateway, transactions, clock }, event),
  );
  bindFactory(
    bind,
    P.receivePaymentNotification,
    [AccountTokens.MemberRepository, P.PaymentEventLog, P.PaymentGateway, T.Transactions, T.Clock],
    (members, paymentEvents, gateway, transactions, clock) => (notification) =>
      receivePaymentNotification({ members, paymentEvents, gateway, transactions, clock }, notification),
  );
});
