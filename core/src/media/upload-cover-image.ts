import { coverImageId, coverRenditions, shareImageSize, type CoverRenditions } from './cover-image.ts';
import type { ImageProcessor } from './image-processor.ts';
import type { MediaStorage } from './media-storage.ts';
import { inspectUpload, sha256Hex, uploadMessages, type ImageUpload } from './uploaded-image.ts';

export const mediaMessages = uploadMessages('A cover');

export interface UploadCoverImageDeps {
  media: MediaStorage;
  images: ImageProcessor;
}

/**
 * Takes an uploaded cover (PNG, JPEG or WebP, at most 10 MB, checked by decoding it), stores it as
 * WebP at each responsive width and as the 1200x630 share image, and answers its id and
 * renditions. Uploading the same bytes again finds them stored and does no work.
 */
export async function uploadCoverImage(
  deps: UploadCoverImageDeps,
  upload: ImageUpload,
): Promise<CoverRenditions> {
  const info = await inspectUpload(deps.images, upload, mediaMessages);

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
