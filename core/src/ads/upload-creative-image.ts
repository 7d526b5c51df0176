import { z } from 'zod';
import type { ImageProcessor } from '../media/image-processor.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { inspectUpload, sha256Hex, uploadMessages, type ImageUpload } from '../media/uploaded-image.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import { adSlotSizes, type AdSlotSize } from './ad-campaign.ts';
import { adCampaignMessages, adSlotIdSchema } from './campaign-schema.ts';
import { creativeImageKey, creativeImagePath } from './creative-image.ts';

export const creativeUploadMessages = {
  ...uploadMessages('A creative'),
  wrongSize: adCampaignMessages.uploadSize,
} as const;

/**
 * How far an upload's shape may be from its slot's and still be resized to it: 5% of the aspect
 * ratio, a crop no one notices. Past it, cropping would cut the sponsor's artwork.
 */
export const aspectTolerance = 0.05;

export interface UploadCreativeImageDeps {
  media: MediaStorage;
  images: ImageProcessor;
}

export interface UploadedCreativeImage {
  /** The campaign form's image URL: a path on this site. */
  imageUrl: string;
  width: number;
  height: number;
}

const uploadTarget = z.object({ slot: adSlotIdSchema });

function fitsSlot(slot: AdSlotSize, upload: AdSlotSize): boolean {
  const ratio = upload.width / upload.height / (slot.width / slot.height);
  return Math.abs(ratio - 1) <= aspectTolerance && upload.width >= slot.width && upload.height >= slot.height;
}

/**
 * Takes a creative's image for a slot (`{ slot }`, as the query string says it): a PNG, JPEG or
 * WebP of the slot's shape, within the tolerance, and at least its size, is stored as a WebP of
 * exactly the slot's size; any other is refused with both sizes named. The same bytes for the same
 * slot are stored once.
 */
export async function uploadCreativeImage(
  deps: UploadCreativeImageDeps,
  target: unknown,
  upload: ImageUpload,
): Promise<UploadedCreativeImage> {
  const { slot } = parseInput(uploadTarget, target);
  const size = adSlotSizes[slot];
  const info = await inspectUpload(deps.images, upload, creativeUploadMessages);
  if (!fitsSlot(size, info)) {
    throw new DomainError('VALIDATION', creativeUploadMessages.wrongSize(size, info));
  }
  const key = creativeImageKey(await sha256Hex(upload.bytes), size);
  if (!(await deps.media.exists(key))) {
    const bytes = await deps.images.toBanner(upload.bytes, size);
    await deps.media.store(key, { bytes, contentType: 'image/webp' });
  }
  return { imageUrl: creativeImagePath(key), ...size };
}
