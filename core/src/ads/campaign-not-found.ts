import { DomainError } from '../shared/domain-error.ts';

export const adCampaignNotFoundMessage = 'Ad campaign not found';

export function adCampaignNotFound(): DomainError {
  return new DomainError('NOT_FOUND', adCampaignNotFoundMessage);
}
