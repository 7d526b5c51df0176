import type { AccountChangeMailer } from '../accounts/account-change-mailer.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import type { EmailChangeUndos } from '../accounts/email-change-undos.ts';
import type { MemberCodes } from '../accounts/member-codes.ts';
import type { ApplicationRepository } from '../community/application-repository.ts';
import type { BillingRecords } from '../membership/billing-records.ts';
import type { PaymentEventLog } from '../membership/payment-event-log.ts';
import type { PaymentGateway } from '../membership/payment-gateway.ts';
import type { MailSuppressions } from '../newsletter/sends/mail-suppressions.ts';

/**
 * Every port of a member's own settings (profile, e-mail, data rights); each use case takes the
 * subset it needs.
 */
export interface ProfileDeps extends Pick<
  AccountDeps,
  'members' | 'sessions' | 'passwords' | 'secrets' | 'rateLimiter' | 'clock' | 'transactions'
> {
  memberCodes: MemberCodes;
  emailChangeUndos: EmailChangeUndos;
  changeMailer: AccountChangeMailer;
  payments: Pick<PaymentGateway, 'updateCustomerEmail' | 'cancelSubscriptionNow'>;
  paymentEvents: Pick<PaymentEventLog, 'listForMember'>;
  billing: Pick<BillingRecords, 'subscriptionHistoryOf'>;
  applications: Pick<ApplicationRepository, 'listSentFrom'>;
  suppressions: Pick<MailSuppressions, 'lift'>;
  /** Hears about a follow-up that failed where the flow carries on (a notice, the provider): logs. */
  reportFailure: (error: unknown) => void;
}

/** Runs a follow-up that must not undo what is done (a notice, a provider update): reports failures. */
export async function carryOn(
  deps: Pick<ProfileDeps, 'reportFailure'>,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    deps.reportFailure(error);
  }
}
