import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256 } from './hmac-sha256.ts';

describe('hmacSha256', () => {
  const keys = {
    'a short key': Buffer.from('sixteen-chars-ok'),
    'a key of exactly one block': Buffer.alloc(64, 7),
    'a key longer than a block': Buffer.from('k'.repeat(100)),
  };
  // Longer and shorter messages in turn: the buffer kept for the key grows and is reused.
  const messages = [
    '',
    'campaign.dashboard-primary.viewer.1795686450.view',
    'ünïcødé ✓ 中文',
    'x'.repeat(500),
    'short',
  ];

  for (const [name, key] of Object.entries(keys)) {
    it(`gives the same bytes as node's createHmac for ${name}`, () => {
      const sign = hmacSha256(key);
      for (const message of messages) {
        expect(sign(message)).toBe(createHmac('sha256', key).update(message).digest('base64url'));
      }
    });
  }

  it('gives different signatures under different keys', () => {
    const message = 'the same claims';
    expect(hmacSha256(Buffer.from('first-secret-key'))(message)).not.toEqual(
      hmacSha256(Buffer.from('other-secret-key'))(message),
    );
  });
});
