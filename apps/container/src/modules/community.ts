import { ContainerModule } from 'inversify';
import type { ApplicationRepository } from '@commons/core/community/application-repository';
import type { SubmissionDeps } from '@commons/core/community/accept-submission';
import { submitContactInquiry } from '@commons/core/community/submit-contact-inquiry';
import { submitF100Application } from '@commons/core/community/submit-f100-application';
import { submitPartnershipInquiry } from '@commons/core/community/submit-partnership-inquiry';
import { MikroOrmApplicationRepository } from '@commons/adapters/persistence/repositories/mikro-orm-application-repository';
import { bindFactory, T, token, type Bound } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';

/** F100 applications, partnership inquiries and contact inquiries. */
export const CommunityTokens = {
  ApplicationRepository: token<ApplicationRepository>('ApplicationRepository'),
  SubmissionDeps: token<SubmissionDeps>('CommunitySubmissionDeps'),
  submitF100Application: token<Bound<typeof submitF100Application>>('submitF100Application'),
  submitPartnershipInquiry: token<Bound<typeof submitPartnershipInquiry>>('submitPartnershipInquiry'),
  submitContactInquiry: token<Bound<typeof submitContactInquiry>>('submitContactInquiry'),
};

export const communityModule = new ContainerModule(({ bind }) => {
  const C = CommunityTokens;
  bindFactory(bind, C.ApplicationRepository, [T.Orm], (orm) => new MikroOrmApplicationRepository(orm.em));
  bindFactory(
    bind,
    C.SubmissionDeps,
    // The per-IP limits share the accounts' database-backed limiter (keys are prefixed per form).
    [C.ApplicationRepository, AccountTokens.RateLimiter, T.Clock, T.Random],
    (applications, rateLimiter, clock, random) => ({ applications, rateLimiter, clock, random }),
  );
  bindFactory(
    bind,
    C.submitF100Application,
    [C.SubmissionDeps],
    (deps) => (command) => submitF100Application(deps, command),
  );
  bindFactory(
    bind,
    C.submitPartnershipInquiry,
    [C.SubmissionDeps],
    (deps) => (command) => submitPartnershipInquiry(deps, command),
  );
  bindFactory(
    bind,
    C.submitContactInquiry,
    [C.SubmissionDeps],
    (deps) => (command) => submitContactInquiry(deps, command),
  );
});
