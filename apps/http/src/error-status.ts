import type { DomainErrorCode } from '@commons/core/shared/domain-error';

/** The one place domain error codes become HTTP statuses. The body is always `{ error }`. */
export const statusByErrorCode: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_INACTIVE: 403,
  WRONG_PASSWORD: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_TIER: 400,
  PAYMENT_NOT_REQUIRED: 400,
  PAYMENT_FAILED: 502,
  PAYMENT_DECLINED: 402,
  UNSUPPORTED_MEDIA: 415,
  TOO_LARGE: 413,
};
