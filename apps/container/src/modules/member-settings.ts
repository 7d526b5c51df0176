import { ContainerModule } from 'inversify';
import type { AccountChangeMailer } from '@commons/core/accounts/account-change-mailer';
import type { MemberCodes } from '@commons/core/accounts/member-codes';
import { deleteAccount } from '@commons/core/data-rights/delete-account';
import { exportMemberData } from '@commons/core/data-rights/export-member-data';
import { requestDeletionCode } from '@commons/core/data-rights/request-deletion-code';
import { confirmEmailChange } from '@commons/core/profile/confirm-email-change';
import { requestEmailChange } from '@commons/core/profile/request-email-change';
import { requestEmailChangeCode } from '@commons/core/profile/request-email-change-code';
import { undoEmailChange } from '@commons/core/profile/undo-email-change';
import { updateProfile } from '@commons/core/profile/update-profile';
import { NodemailerAccountChangeMailer } from '@commons/adapters/mail/nodemailer-account-change-mailer';
import { SqlMemberCodes } from '@commons/adapters/persistence/repositories/sql-member-codes';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens as A } from './accounts.ts';
import { SendTokens } from './article-sends.ts';
import { CommunityTokens as C } from './community.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { MailTokens } from './mail.ts';
import { PaymentTokens as P } from './payments.ts';

/**
 * A member's own settings: profile, e-mail change (and its undo link), data export and closing the
 * account.
 */
export const MemberSettingsTokens = {
  MemberCodes: token<MemberCodes>('MemberCodes'),
  AccountChangeMailer: token<AccountChangeMailer>('AccountChangeMailer'),
  /** Hears about a follow-up that failed where the flow carries on (a notice, the provider): logs it. */
  FailureReport: token<(error: unknown) => void>('MemberSettingsFailureReport'),
  updateProfile: useCaseToken(updateProfile),
  requestEmailChangeCode: useCaseToken(requestEmailChangeCode),
  requestEmailChange: useCaseToken(requestEmailChange),
  confirmEmailChange: useCaseToken(confirmEmailChange),
  undoEmailChange: useCaseToken(undoEmailChange),
  exportMemberData: useCaseToken(exportMemberData),
  requestDeletionCode: useCaseToken(requestDeletionCode),
  deleteAccount: useCaseToken(deleteAccount),
};

export const memberSettingsModule = new ContainerModule(({ bind }) => {
  const S = MemberSettingsTokens;
  bindFactory(bind, S.MemberCodes, { orm: I.Orm }, ({ orm }) => new SqlMemberCodes(orm.em));
  // Writes to the mail outbox, so a use case calls it inside its transaction.
  bindFactory(
    bind,
    S.AccountChangeMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerAccountChangeMailer(mail, logger.child({ component: 'mail' })),
  );
  bindFactory(
    bind,
    S.FailureReport,
    { logger: I.Logger },
    ({ logger }) =>
      (error) =>
        logger.error({ err: error }, 'a follow-up of a settings change failed'),
  );
  // Every settings use case takes a subset of these ports (core's ProfileDeps).
  bindUseCase(bind, S.updateProfile, updateProfile, {
    members: A.MemberRepository,
    suppressions: SendTokens.MailSuppressions,
    clock: I.Clock,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.requestEmailChangeCode, requestEmailChangeCode, {
    members: A.MemberRepository,
    secrets: A.SecretGenerator,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    memberCodes: S.MemberCodes,
    changeMailer: S.AccountChangeMailer,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.requestEmailChange, requestEmailChange, {
    members: A.MemberRepository,
    passwords: A.PasswordHasher,
    secrets: A.SecretGenerator,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    memberCodes: S.MemberCodes,
    changeMailer: S.AccountChangeMailer,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.confirmEmailChange, confirmEmailChange, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    secrets: A.SecretGenerator,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    memberCodes: S.MemberCodes,
    emailChangeUndos: A.EmailChangeUndos,
    changeMailer: S.AccountChangeMailer,
    payments: P.PaymentGateway,
    reportFailure: S.FailureReport,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.undoEmailChange, undoEmailChange, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    secrets: A.SecretGenerator,
    clock: I.Clock,
    emailChangeUndos: A.EmailChangeUndos,
    payments: P.PaymentGateway,
    reportFailure: S.FailureReport,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.exportMemberData, exportMemberData, {
    members: A.MemberRepository,
    clock: I.Clock,
    paymentEvents: P.PaymentEventLog,
    billing: P.BillingRecords,
    applications: C.ApplicationRepository,
  });
  bindUseCase(bind, S.requestDeletionCode, requestDeletionCode, {
    members: A.MemberRepository,
    secrets: A.SecretGenerator,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    memberCodes: S.MemberCodes,
    changeMailer: S.AccountChangeMailer,
    transactions: I.Transactions,
  });
  bindUseCase(bind, S.deleteAccount, deleteAccount, {
    members: A.MemberRepository,
    sessions: A.SessionStore,
    passwords: A.PasswordHasher,
    secrets: A.SecretGenerator,
    rateLimiter: A.RateLimiter,
    clock: I.Clock,
    transactions: I.Transactions,
    memberCodes: S.MemberCodes,
    changeMailer: S.AccountChangeMailer,
    payments: P.PaymentGateway,
    reportFailure: S.FailureReport,
  });
});
