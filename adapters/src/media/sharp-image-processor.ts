import sharp from 'sharp';
import type { ImageInfo, ImageProcessor } from '@commons/core/media/image-processor';

/**
 * A decompression bomb (a small file of a huge canvas) is refused before it is decoded: 40
 * megapixels is above any camera's cover and far below what would exhaust memory.
 */
const limitInputPixels = 40_000_000;

const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels, autoOrient: true });

/** Images through libvips (sharp): decoding, WebP renditions and the cropped share image. */
export class SharpImageProcessor implements ImageProcessor {
  async inspect(bytes: Uint8Array): Promise<ImageInfo | null> {
    if (bytes.byteLength === 0) return null;
    try {
      const metadata = await open(bytes).metadata();
      const width = metadata.autoOrient?.width ?? metadata.width;
      const height = metadata.autoOrient?.height ?? metadata.height;
      if (!metadata.format || !width || !height) return null;
      // A truncated or corrupt file can have a readable header: decode it whole to be sure.
      await open(bytes).raw().toBuffer();
      return { format: metadata.format, width, height };
    } catch {
      return null;
    }
  }

  async toWebp(bytes: Uint8Array, width: number): Promise<Uint8Array> {
    return open(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  }

  async toShareImage(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array> {
    return open(bytes)
      .resize({ ...size, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }

  async toBanner(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array> {
    return open(bytes)
      .resize({ ...size, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  }
}
