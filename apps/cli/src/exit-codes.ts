import type { DomainErrorCode } from '@commons/core/shared/domain-error';

/**
 * The one place domain error codes become the CLI's exit codes (the HTTP driver has its statuses in
 * error-status.ts). 1 is any other failure; 2 a bad command line or input.
 */
export const exitCodeByErrorCode: Record<DomainErrorCode, number> = {
  VALIDATION: 2,
  INVALID_TIER: 2,
  CODE_INVALID: 2,
  CODE_EXPIRED: 2,
  PAYMENT_NOT_REQUIRED: 2,
  UNSUPPORTED_MEDIA: 2,
  TOO_LARGE: 2,
  WRONG_PASSWORD: 2,
  NOT_FOUND: 3,
  CONFLICT: 4,
  EMAIL_TAKEN: 4,
  UNAUTHENTICATED: 5,
  INVALID_CREDENTIALS: 5,
  EMAIL_NOT_VERIFIED: 5,
  FORBIDDEN: 5,
  ACCOUNT_INACTIVE: 5,
  RATE_LIMITED: 6,
  TOO_MANY_ATTEMPTS: 6,
  PAYMENT_FAILED: 7,
  PAYMENT_DECLINED: 7,
};
