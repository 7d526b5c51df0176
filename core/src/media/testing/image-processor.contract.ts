import { describe, expect, it } from 'vitest';
import type { ImageProcessor } from '../image-processor.ts';

/** Run against the fake and the real processor; `sample` makes an image of that format and size. */
export function imageProcessorContract(
  name: string,
  create: () => ImageProcessor,
  sample: (format: 'png' | 'jpeg' | 'webp', width: number, height: number) => Promise<Uint8Array>,
): void {
  describe(`ImageProcessor contract: ${name}`, () => {
    it('tells the format and size of each accepted kind of image', async () => {
      const images = create();
      for (const format of ['png', 'jpeg', 'webp'] as const) {
        expect(await images.inspect(await sample(format, 320, 200))).toEqual({
          format,
          width: 320,
          height: 200,
        });
      }
    });

    it('answers null for bytes that are not an image', async () => {
      const images = create();
      expect(await images.inspect(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toBeNull();
      expect(await images.inspect(new Uint8Array(0))).toBeNull();
    });

    it('makes a WebP at the asked width with the height in proportion', async () => {
      const images = create();
      const webp = await images.toWebp(await sample('png', 1000, 500), 400);
      expect(await images.inspect(webp)).toEqual({ format: 'webp', width: 400, height: 200 });
    });

    it('makes a share image of exactly the asked size from any shape', async () => {
      const images = create();
      for (const [width, height] of [
        [300, 900],
        [2000, 400],
      ] as const) {
        const share = await images.toShareImage(await sample('jpeg', width, height), {
          width: 1200,
          height: 630,
        });
        expect(await images.inspect(share)).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      }
    });

    it('makes a banner WebP of exactly the asked size from a nearly matching shape', async () => {
      const images = create();
      const banner = await images.toBanner(await sample('png', 1480, 180), { width: 728, height: 90 });
      expect(await images.inspect(banner)).toEqual({ format: 'webp', width: 728, height: 90 });
    });
  });
}
