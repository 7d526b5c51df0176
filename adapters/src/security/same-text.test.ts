import { describe, expect, it } from 'vitest';
import { sameText } from './same-text.ts';

describe('sameText', () => {
  it('is true only for the same text', () => {
    expect(sameText('yp3Jg1v4TIce7m0cYCjH1E0Z', 'yp3Jg1v4TIce7m0cYCjH1E0Z')).toBe(true);
    expect(sameText('yp3Jg1v4TIce7m0cYCjH1E0Z', 'yp3Jg1v4TIce7m0cYCjH1E0A')).toBe(false);
  });

  it('is false, without throwing, for texts of different lengths in characters or in bytes', () => {
    expect(sameText('abc', 'abcd')).toBe(false);
    expect(sameText('abcé', 'abcde')).toBe(false);
    expect(sameText('', 'a')).toBe(false);
  });
});
