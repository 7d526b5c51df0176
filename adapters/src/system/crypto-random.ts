import { randomInt } from 'node:crypto';
import type { Random } from '@commons/core/shared/random';

const range = 2 ** 48;

/**
 * Uniform fractions in [0, 1) from the operating system's CSPRNG (48 bits of resolution), through
 * `randomInt`, whose range must stay below 2^48, hence `range - 1`.
 */
export class CryptoRandom implements Random {
  fraction(): number {
    return randomInt(0, range - 1) / range;
  }
}
