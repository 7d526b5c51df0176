import { DomainError } from '../shared/domain-error.ts';
import { coverImageId, coverRenditions, shareImageSize, type CoverRenditions } from './cover-image.ts';
import type { ImageProcessor } from './image-processor.ts';
import type { MediaStorage } from './media-storage.ts';

export const maxUploadBytes = 10 * 1024 * 1024;

/** Declared content type -> the format decoding must find. */
const acceptedTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

export const mediaMessages = {
  wrongType: 'A cover must be a PNG, JPEG or WebP image',
  tooLarge: 'A cover must be at most 10 MB',
  notAnImage: 'The file is not a readable PNG, JPEG or WebP image',
  typeMismatch: 'The file is not the kind of image its Content-Type says',
} as const;

export interface CoverUpload {
  bytes: Uint8Array;
  /** The declared type (`Content-Type`), checked against what decoding finds. */
  contentType: string;
}

export interface UploadCoverImageDeps {
  media: MediaStorage;
  images: ImageProcessor;
}

/** SHA-256 of the bytes as hex (Web Crypto, a global on every platform core runs on). */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', Uint8Array.from(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Takes an uploaded cover (PNG, JPEG or WebP, at most 10 MB, checked by decoding it), stores it as
 * WebP at each responsive width and as the 1200x630 share image, and answers its id and
 * renditions. Uploading the same bytes again finds them stored and does no work.
 */
export async function uploadCoverImage(
  deps: UploadCoverImageDeps,
  upload: CoverUpload,
): Promise<CoverRenditions> {
  const type = upload.contentType.split(';')[0]!.trim().toLowerCase();
  const expectedFormat = acceptedTypes[type];
  if (!expectedFormat) throw new DomainError('UNSUPPORTED_MEDIA', mediaMessages.wrongType);
  if (upload.bytes.byteLength > maxUploadBytes) throw new DomainError('TOO_LARGE', mediaMessages.tooLarge);
  const info = await deps.images.inspect(upload.bytes);
  if (!info) throw new DomainError('VALIDATION', mediaMessages.notAnImage);
  if (info.format !== expectedFormat) throw new DomainError('UNSUPPORTED_MEDIA', mediaMessages.typeMismatch);

  const id = coverImageId(await sha256Hex(upload.bytes), info.width, info.height);
  const renditions = coverRenditions(id)!;
  // The share image is written last: when it is there, every width is too.
  if (await deps.media.exists(renditions.share.key)) return renditions;
  for (const rendition of renditions.widths) {
    const bytes = await deps.images.toWebp(upload.bytes, rendition.width);
    await deps.media.store(rendition.key, { bytes, contentType: 'image/webp' });
  }
  const share = await deps.images.toShareImage(upload.bytes, shareImageSize);
  await deps.media.store(renditions.share.key, { bytes: share, contentType: 'image/jpeg' });
  return renditions;
}
