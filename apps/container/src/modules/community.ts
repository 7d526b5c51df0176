import { ContainerModule } from 'inversify';
import type { ApplicationRepository } from '@commons/core/community/application-repository';
import { submitContactInquiry } from '@commons/core/community/submit-contact-inquiry';
import { submitF100Application } from '@commons/core/community/submit-f100-application';
import { submitPartnershipInquiry } from '@commons/core/community/submit-partnership-inquiry';
import { MikroOrmApplicationRepository } from '@commons/adapters/persistence/repositories/mikro-orm-application-repository';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** F100 applications, partnership inquiries and contact inquiries. */
export const CommunityTokens = {
  ApplicationRepository: token<ApplicationRepository>('ApplicationRepository'),
  submitF100Application: useCaseToken(submitF100Application),
  submitPartnershipInquiry: useCaseToken(submitPartnershipInquiry),
  submitContactInquiry: useCaseToken(submitContactInquiry),
};

export const communityModule = new ContainerModule(({ bind }) => {
  const C = CommunityTokens;
  bindFactory(
    bind,
    C.ApplicationRepository,
    { orm: I.Orm },
    ({ orm }) => new MikroOrmApplicationRepository(orm.em),
  );
  const submissionDeps = {
    applications: C.ApplicationRepository,
    // The per-IP limits share the accounts' database-backed limiter (keys are prefixed per form).
    rateLimiter: AccountTokens.RateLimiter,
    clock: I.Clock,
    random: I.Random,
  };
  bindUseCase(bind, C.submitF100Application, submitF100Application, submissionDeps);
  bindUseCase(bind, C.submitPartnershipInquiry, submitPartnershipInquiry, submissionDeps);
  bindUseCase(bind, C.submitContactInquiry, submitContactInquiry, submissionDeps);
});
