import { describe, expect, it } from 'vitest';
import { imageProcessorContract } from '@commons/core/media/testing/image-processor.contract';
import { SharpImageProcessor } from './sharp-image-processor.ts';
import { sampleImage } from './testing/sample-image.ts';

imageProcessorContract('sharp', () => new SharpImageProcessor(), sampleImage);

describe('SharpImageProcessor', () => {
  it('refuses a truncated file whose header still reads', async () => {
    const png = await sampleImage('png', 400, 300);
    expect(await new SharpImageProcessor().inspect(png.subarray(0, Math.floor(png.length / 2)))).toBeNull();
  });
});
