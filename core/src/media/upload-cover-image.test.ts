import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { FakeImageProcessor } from './testing/fake-image-processor.ts';
import { InMemoryMediaStorage } from './testing/in-memory-media-storage.ts';
import { coverRenditions, isCoverImageId, mediaPath } from './cover-image.ts';
import { readMedia } from './read-media.ts';
import { mediaMessages, uploadCoverImage } from './upload-cover-image.ts';

function deps() {
  return { media: new InMemoryMediaStorage(), images: new FakeImageProcessor() };
}

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('uploadCoverImage', () => {
  it('stores a WebP at each standard width up to the upload, and the 1200x630 share image', async () => {
    const d = deps();
    const cover = await uploadCoverImage(d, {
      bytes: FakeImageProcessor.image('png', 2000, 1000),
      contentType: 'image/png',
    });
    expect(isCoverImageId(cover.id)).toBe(true);
    expect(cover.widths.map((w) => [w.width, w.height])).toEqual([
      [400, 200],
      [800, 400],
      [1200, 600],
      [1600, 800],
    ]);
    for (const rendition of cover.widths) {
      const stored = await d.media.read(rendition.key);
      expect(stored?.contentType).toBe('image/webp');
      expect(decode(stored?.bytes)).toBe(`fake-image:webp:${rendition.width}x${rendition.height}`);
    }
    const share = await d.media.read(cover.share.key);
    expect([share?.contentType, decode(share?.bytes)]).toEqual(['image/jpeg', 'fake-image:jpeg:1200x630']);
  });

  it('never upscales: a narrow image keeps its own width as the widest rendition', async () => {
    const cover = await uploadCoverImage(deps(), {
      bytes: FakeImageProcessor.image('jpeg', 900, 300),
      contentType: 'image/jpeg',
    });
    expect(cover.widths.map((w) => w.width)).toEqual([400, 800, 900]);
  });

  it('names the same bytes with the same id, and different bytes with another', async () => {
    const d = deps();
    const upload = { bytes: FakeImageProcessor.image('webp', 800, 600), contentType: 'image/webp' };
    const first = await uploadCoverImage(d, upload);
    const again = await uploadCoverImage(d, upload);
    const other = await uploadCoverImage(d, { ...upload, bytes: FakeImageProcessor.image('webp', 800, 601) });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a type it does not take, bytes that are not an image, and a mismatch, in words', async () => {
    const cases = [
      [
        { bytes: FakeImageProcessor.image('png', 10, 10), contentType: 'image/gif' },
        'UNSUPPORTED_MEDIA',
        mediaMessages.wrongType,
      ],
      [
        { bytes: new TextEncoder().encode('<svg/>'), contentType: 'image/png' },
        'VALIDATION',
        mediaMessages.notAnImage,
      ],
      [
        { bytes: FakeImageProcessor.image('jpeg', 10, 10), contentType: 'image/png' },
        'UNSUPPORTED_MEDIA',
        mediaMessages.typeMismatch,
      ],
      [
        { bytes: new Uint8Array(10 * 1024 * 1024 + 1), contentType: 'image/png' },
        'TOO_LARGE',
        mediaMessages.tooLarge,
      ],
    ] as const;
    for (const [upload, code, message] of cases) {
      const d = deps();
      const error = await uploadCoverImage(d, upload).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect([(error as DomainError).code, (error as DomainError).message]).toEqual([code, message]);
      expect(d.media.keys()).toEqual([]);
    }
  });
});

describe('coverRenditions', () => {
  it('is null for a text that is not a cover id', () => {
    for (const id of ['', 'x', `${'a'.repeat(32)}-0x10`, `${'a'.repeat(32)}-10x10/../x`]) {
      expect(coverRenditions(id)).toBeNull();
    }
  });
});

describe('readMedia', () => {
  it('reads a stored object and answers null for unknown or unsafe keys', async () => {
    const d = deps();
    await d.media.store('covers/a/400.webp', { bytes: Uint8Array.of(1), contentType: 'image/webp' });
    expect((await readMedia(d, 'covers/a/400.webp'))?.contentType).toBe('image/webp');
    expect(await readMedia(d, 'covers/a/800.webp')).toBeNull();
    expect(await readMedia(d, '../secret')).toBeNull();
    expect(mediaPath('covers/a/400.webp')).toBe('/media/covers/a/400.webp');
  });
});
