import type { Random } from '../shared/random.ts';

/** A version 4 UUID drawn from the Random port (ids are not secrets; CryptoRandom backs it anyway). */
export function newRecordId(random: Random): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(random.fraction() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
