import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './domain-error.ts';
import { parseInput } from './validation.ts';

const schema = z.object({
  email: z.email('Please enter a valid email address'),
  name: z.string().min(2, 'Name must be at least 2 characters'),
});

describe('parseInput', () => {
  it('returns the parsed value when the input is valid', () => {
    expect(parseInput(schema, { email: 'a@b.co', name: 'Ada' })).toEqual({ email: 'a@b.co', name: 'Ada' });
  });

  it('throws a VALIDATION error carrying the first message and every field', () => {
    try {
      parseInput(schema, { email: 'nope', name: 'A' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const domainError = error as DomainError;
      expect(domainError.code).toBe('VALIDATION');
      expect(domainError.message).toBe('Please enter a valid email address');
      expect(domainError.details.fields).toEqual({
        email: 'Please enter a valid email address',
        name: 'Name must be at least 2 characters',
      });
    }
  });
});
