import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('6f1c8f6e-0b1d-4c3a-9e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('6F1C8F6E-0B1D-4C3A-9E2F-1A2B3C4D5E6F')).toBe(true);
  });

  it('refuses text that cannot be a record id', () => {
    for (const text of [
      '',
      'not-a-uuid',
      '6f1c8f6e0b1d4c3a9e2f1a2b3c4d5e6f',
      '6f1c8f6e-0b1d-4c3a-9e2f-1a2b3c4d5e6',
      '6f1c8f6e-0b1d-4c3a-9e2f-1a2b3c4d5e6fa',
      ' 6f1c8f6e-0b1d-4c3a-9e2f-1a2b3c4d5e6f',
      '6f1c8f6e-0b1d-4c3a-9e2f-1a2b3c4d5e6g',
    ]) {
      expect(isUuid(text), text).toBe(false);
    }
  });
});
