/**
 * The web build writes the link-preview images the pages' og:image tags name: a default one and one
 * per pillar (the pillar routes' slugs), 1200x630 PNG each. The journeys' global setup builds first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDist } from '../../scripts/web-build.ts';

/** Spec section 2: the pillar ids, which are the slugs of /pillars/{id}. */
const pillarSlugs = ['scitech', 'wsa', 'vsaas', 'acif', 'academia'];
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the share images of the web build', () => {
  it.each(['default', ...pillarSlugs.map((slug) => `pillar-${slug}`)])(
    'writes og/%s.png at 1200x630',
    async (name) => {
      const png = await readFile(path.join(webDist, 'og', `${name}.png`));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // A drawn card, not an empty canvas: a flat 1200x630 PNG compresses to a few KB.
      expect(png.length).toBeGreaterThan(30_000);
    },
  );
});
