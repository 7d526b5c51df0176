import type { ImageInfo, ImageProcessor } from '../image-processor.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const fakePattern = /^fake-image:(png|jpeg|webp):(\d+)x(\d+)$/;

/**
 * Images without pixels: a fake image is the text `fake-image:<format>:<width>x<height>`, and
 * every conversion answers another such text, so tests read back what was made.
 */
export class FakeImageProcessor implements ImageProcessor {
  static image(format: string, width: number, height: number): Uint8Array {
    return encoder.encode(`fake-image:${format}:${width}x${height}`);
  }

  async inspect(bytes: Uint8Array): Promise<ImageInfo | null> {
    const match = fakePattern.exec(decoder.decode(bytes));
    return match ? { format: match[1]!, width: Number(match[2]), height: Number(match[3]) } : null;
  }

  async toWebp(bytes: Uint8Array, width: number): Promise<Uint8Array> {
    const info = await this.require(bytes);
    return FakeImageProcessor.image(
      'webp',
      width,
      Math.max(1, Math.round((info.height * width) / info.width)),
    );
  }

  async toShareImage(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array> {
    await this.require(bytes);
    return FakeImageProcessor.image('jpeg', size.width, size.height);
  }

  async toBanner(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array> {
    await this.require(bytes);
    return FakeImageProcessor.image('webp', size.width, size.height);
  }

  private async require(bytes: Uint8Array): Promise<ImageInfo> {
    const info = await this.inspect(bytes);
    if (!info) throw new Error('Not a fake image');
    return info;
  }
}
