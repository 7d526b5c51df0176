import { timingSafeEqual } from 'node:crypto';

/**
 * Whether two strings are the same, compared in constant time for strings of one length: how long
 * a check takes tells a forger nothing about how much of a guessed signature or digest is right.
 */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
