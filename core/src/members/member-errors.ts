/**
 * The account errors both a use case and a member repository raise, so the fake, the database
 * adapter and the use cases say the same words.
 */
import { DomainError } from '../shared/domain-error.ts';

export const emailTakenMessage = 'An account with this email already exists';
export const memberNotFoundMessage = 'User not found';

export const accountInactiveMessage = 'This account is inactive. Please contact support.';

/** A member an admin set inactive may not sign in, by password or by code. */
export function accountInactive(): DomainError {
  return new DomainError('ACCOUNT_INACTIVE', accountInactiveMessage);
}

export function emailTaken(): DomainError {
  return new DomainError('EMAIL_TAKEN', emailTakenMessage);
}

export function memberNotFound(): DomainError {
  return new DomainError('NOT_FOUND', memberNotFoundMessage);
}

/** Another account drew the same membership ID; the caller draws again. */
export function membershipIdTaken(): DomainError {
  return new DomainError('CONFLICT', 'Membership ID already in use');
}
