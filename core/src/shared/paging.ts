import { z } from 'zod';

/** The `limit` and `offset` of a paged list, in the same words for every list. */
export function pageLimit(max: number, fallback: number) {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}

export function pageOffset() {
  const message = 'Offset must be a whole number, 0 or more';
  return z.coerce.number({ error: message }).int(message).min(0, message).default(0);
}

/** A list filter left blank, or set to 'all', filters nothing. */
export const blankAsMissing = (value: unknown) => (value === '' || value === 'all' ? undefined : value);
