import { secretGeneratorContract } from '@commons/core/accounts/testing/secret-generator.contract';
import { describe, expect, it } from 'vitest';
import { CryptoSecretGenerator } from './crypto-secret-generator.ts';

secretGeneratorContract('crypto', async () => new CryptoSecretGenerator());

describe('CryptoSecretGenerator', () => {
  it('makes 256-bit tokens and SHA-256 digests', () => {
    const secrets = new CryptoSecretGenerator();
    const token = secrets.sessionToken();

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(secrets.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('draws codes across the whole range, leading zeros included', () => {
    const secrets = new CryptoSecretGenerator();
    const firstDigits = new Set(Array.from({ length: 400 }, () => secrets.randomDigits(6)[0]));

    expect(firstDigits.size).toBe(10);
  });
});
