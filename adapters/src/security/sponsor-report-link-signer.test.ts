import { createHmac, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SponsorReportLinkSigner } from './sponsor-report-link-signer.ts';

const secret = 'a-test-secret-of-enough-length';
const linkId = '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b';

describe('SponsorReportLinkSigner', () => {
  it('tags the link id with the first 16 bytes of its HMAC-SHA256 under the HKDF-derived key, in base64url', () => {
    const key = Buffer.from(hkdfSync('sha256', secret, '', 'commons sponsor report links', 32));
    const tag = createHmac('sha256', key)
      .update(`sponsor-report-link\n${linkId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

    expect(new SponsorReportLinkSigner(secret).tokenOf(linkId)).toBe(`${linkId}.${tag}`);
    expect(tag).toHaveLength(22);
  });

  it('signs with a key of its own: the tag is not the HMAC under the secret itself', () => {
    const underSecret = createHmac('sha256', secret)
      .update(`sponsor-report-link\n${linkId}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

    expect(new SponsorReportLinkSigner(secret).linkIdOf(`${linkId}.${underSecret}`)).toBeNull();
  });

  it('reads back the link id of its own tokens, on any instance with the same secret, and no other', () => {
    const token = new SponsorReportLinkSigner(secret).tokenOf(linkId);

    expect(new SponsorReportLinkSigner(secret).linkIdOf(token)).toBe(linkId);
    expect(new SponsorReportLinkSigner('another-secret-of-enough-length').linkIdOf(token)).toBeNull();
  });

  it('refuses a tag of another length, with characters outside base64url, or a token of another shape', () => {
    const signer = new SponsorReportLinkSigner(secret);
    const tag = signer.tokenOf(linkId).split('.')[1]!;

    for (const forged of [
      `${linkId}.${tag.slice(0, 21)}`,
      `${linkId}.${tag}A`,
      `${linkId}.${tag.slice(0, 21)}é`,
      `${linkId}.${tag}.${tag}`,
      `.${signer.tokenOf('').split('.')[1]}`,
      linkId,
    ]) {
      expect(signer.linkIdOf(forged)).toBeNull();
    }
  });
});
