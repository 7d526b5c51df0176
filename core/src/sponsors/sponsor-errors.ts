import { DomainError } from '../shared/domain-error.ts';

export const sponsorNotFoundMessage = 'Sponsor not found';

export function sponsorNotFound(): DomainError {
  return new DomainError('NOT_FOUND', sponsorNotFoundMessage);
}

export function sponsorNameTaken(name: string): DomainError {
  const message = `A sponsor named ${name} already exists`;
  return new DomainError('CONFLICT', message, { fields: { name: message } });
}

/** Deleting a sponsor never takes its campaigns (and their figures) with it. */
export function sponsorHasCampaigns(count?: number): DomainError {
  if (count === 1) {
    return new DomainError(
      'CONFLICT',
      'This sponsor still has 1 campaign: move it to another sponsor or delete it first',
    );
  }
  const campaigns = count === undefined ? 'campaigns' : `${count} campaigns`;
  return new DomainError(
    'CONFLICT',
    `This sponsor still has ${campaigns}: move them to another sponsor or delete them first`,
  );
}
