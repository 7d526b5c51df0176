/**
 * Expected failures of the product's rules. Use cases throw these; each driver maps `code` to its
 * own vocabulary (HTTP status, CLI exit code) in one table. `message` is the user-facing text of
 * the spec, so drivers pass it through unchanged.
 */
export const domainErrorCodes = [
  'VALIDATION',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_INACTIVE',
  'WRONG_PASSWORD',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'INVALID_TIER',
  'PAYMENT_NOT_REQUIRED',
  'PAYMENT_FAILED',
  /** The member's card was declined for a charge made now (a plan upgrade). */
  'PAYMENT_DECLINED',
  /** An upload of a kind the product does not take (not a PNG, JPEG or WebP cover). */
  'UNSUPPORTED_MEDIA',
  /** An upload over its size limit. */
  'TOO_LARGE',
] as const;

export type DomainErrorCode = (typeof domainErrorCodes)[number];

export interface DomainErrorDetails {
  /** Field name -> message, for validation failures. */
  fields?: Record<string, string>;
  /** Seconds until the caller may try again, for rate limits. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: DomainErrorDetails;

  constructor(code: DomainErrorCode, message: string, details: DomainErrorDetails = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
