import { ContainerModule } from 'inversify';
import type { ApplicationRepository } from '@commons/core/community/application-repository';
import { getSubmission } from '@commons/core/community/get-submission';
import { listSubmissionAnswers } from '@commons/core/community/list-submission-answers';
import { listSubmissions } from '@commons/core/community/list-submissions';
import { reviewSubmission } from '@commons/core/community/review-submission';
import type { SubmissionInbox } from '@commons/core/community/submission-inbox';
import type { StaffDirectory, SubmissionMailer } from '@commons/core/community/submission-mailer';
import { submitContactInquiry } from '@commons/core/community/submit-contact-inquiry';
import { submitF100Application } from '@commons/core/community/submit-f100-application';
import { submitPartnershipInquiry } from '@commons/core/community/submit-partnership-inquiry';
import { NodemailerSubmissionMailer } from '@commons/adapters/mail/nodemailer-submission-mailer';
import { MikroOrmApplicationRepository } from '@commons/adapters/persistence/repositories/mikro-orm-application-repository';
import { SqlStaffDirectory } from '@commons/adapters/persistence/repositories/sql-staff-directory';
import { SqlSubmissionInbox } from '@commons/adapters/persistence/repositories/sql-submission-inbox';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { MailTokens } from './mail.ts';

/** F100 applications, partnership inquiries and contact inquiries, and the staff's inbox of them. */
export const CommunityTokens = {
  ApplicationRepository: token<ApplicationRepository>('ApplicationRepository'),
  SubmissionInbox: token<SubmissionInbox>('SubmissionInbox'),
  SubmissionMailer: token<SubmissionMailer>('SubmissionMailer'),
  StaffDirectory: token<StaffDirectory>('StaffDirectory'),
  submitF100Application: useCaseToken(submitF100Application),
  submitPartnershipInquiry: useCaseToken(submitPartnershipInquiry),
  submitContactInquiry: useCaseToken(submitContactInquiry),
  listSubmissions: useCaseToken(listSubmissions),
  listSubmissionAnswers: useCaseToken(listSubmissionAnswers),
  getSubmission: useCaseToken(getSubmission),
  reviewSubmission: useCaseToken(reviewSubmission),
};

export const communityModule = new ContainerModule(({ bind }) => {
  const C = CommunityTokens;
  bindFactory(
    bind,
    C.ApplicationRepository,
    { orm: I.Orm },
    ({ orm }) => new MikroOrmApplicationRepository(orm.em),
  );
  bindFactory(bind, C.SubmissionInbox, { orm: I.Orm }, ({ orm }) => new SqlSubmissionInbox(orm.em));
  bindFactory(
    bind,
    C.StaffDirectory,
    { orm: I.Orm, config: I.Config },
    ({ orm, config }) => new SqlStaffDirectory(orm.em, config.staffEmail),
  );
  bindFactory(
    bind,
    C.SubmissionMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerSubmissionMailer(mail, logger.child({ component: 'mail' })),
  );
  bindUseCase(bind, C.submitF100Application, submitF100Application, {
    applications: C.ApplicationRepository,
    // The three forms' per-IP limits share the accounts' database-backed limiter (keys are
    // prefixed per form).
    rateLimiter: AccountTokens.RateLimiter,
    clock: I.Clock,
    random: I.Random,
    mailer: C.SubmissionMailer,
    staff: C.StaffDirectory,
    transactions: I.Transactions,
  });
  bindUseCase(bind, C.submitPartnershipInquiry, submitPartnershipInquiry, {
    applications: C.ApplicationRepository,
    rateLimiter: AccountTokens.RateLimiter,
    clock: I.Clock,
    random: I.Random,
    mailer: C.SubmissionMailer,
    staff: C.StaffDirectory,
    transactions: I.Transactions,
  });
  bindUseCase(bind, C.submitContactInquiry, submitContactInquiry, {
    applications: C.ApplicationRepository,
    rateLimiter: AccountTokens.RateLimiter,
    clock: I.Clock,
    random: I.Random,
    mailer: C.SubmissionMailer,
    staff: C.StaffDirectory,
    transactions: I.Transactions,
  });
  bindUseCase(bind, C.listSubmissions, listSubmissions, { inbox: C.SubmissionInbox });
  bindUseCase(bind, C.listSubmissionAnswers, listSubmissionAnswers, { inbox: C.SubmissionInbox });
  bindUseCase(bind, C.getSubmission, getSubmission, {
    inbox: C.SubmissionInbox,
    members: AccountTokens.MemberRepository,
    auditLog: AuditTokens.AuditLog,
  });
  bindUseCase(bind, C.reviewSubmission, reviewSubmission, {
    inbox: C.SubmissionInbox,
    auditLog: AuditTokens.AuditLog,
    members: AccountTokens.MemberRepository,
    pendingGrants: AccountTokens.PendingTierGrants,
    mailer: C.SubmissionMailer,
    transactions: I.Transactions,
    clock: I.Clock,
    random: I.Random,
  });
});
