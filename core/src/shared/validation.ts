import type { z } from 'zod';
import { DomainError } from './domain-error.ts';

/**
 * Parses untrusted input with a core schema. The first issue's message becomes the error text (the
 * spec shows one message at a time); every field's first message is kept for forms.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid input';
  throw new DomainError('VALIDATION', first, { fields });
}
