import { randomInt } from 'node:crypto';
import type { Random } from '@commons/core/shared/random';

const range = 2 ** 48;

/** Uniform fractions from the operating system's CSPRNG (48 bits of resolution). */
export class CryptoRandom implements Random {
  fraction(): number {
    return randomInt(0, range) / range;
  }
}
