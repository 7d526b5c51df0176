/**
 * Reading a member's choice of tier and billing cycle, shared by every checkout and by a change of
 * plan, so a tier that is not on offer is refused with the same error wherever it is chosen.
 */
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { checkoutMessages } from './checkout-schema.ts';

/** A bad tier is its own error (the page shows 'Invalid Tier'); other fields are plain validation. */
export function parseTierChoice<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof DomainError && error.details.fields?.tier) {
      throw new DomainError('INVALID_TIER', checkoutMessages.tier, error.details);
    }
    throw error;
  }
}
