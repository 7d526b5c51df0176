import sharp from 'sharp';

/**
 * A real image for tests: a gradient with a block of colour (something for the share crop to find),
 * encoded as the format asks.
 */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
): Promise<Uint8Array> {
  const block = await sharp({
    create: {
      width: Math.max(1, Math.floor(width / 4)),
      height: Math.max(1, Math.floor(height / 4)),
      channels: 3,
      background: '#c0392b',
    },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#2c7fb8' } }).composite([
    { input: block, top: Math.floor(height / 3), left: Math.floor(width / 3) },
  ]);
  return image.toFormat(format).toBuffer();
}
