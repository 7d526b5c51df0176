/**
 * The words and rules of the member fields that both the account forms and checkout ask for, so
 * sign-up and checkout say the same thing about the same field.
 */
import { z } from 'zod';

export const memberFieldMessages = {
  email: 'Please enter a valid email address',
  tier: 'Please select a valid membership tier.',
} as const;

/** A trimmed address of at most 254 characters (RFC 5321), with the caller's message. */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));
