import { randomBytes } from 'node:crypto';
import type { Random } from '@commons/core/shared/random';

const range = 2 ** 48;

/** Uniform fractions in [0, 1) from the operating system's CSPRNG (48 bits of resolution). */
export class CryptoRandom implements Random {
  fraction(): number {
    return randomBytes(6).readUIntBE(0, 6) / range;
  }
}
