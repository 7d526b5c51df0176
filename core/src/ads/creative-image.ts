/**
 * A creative's uploaded image: stored at its slot's size, named by its content hash and that size
 * (`creatives/<hash>-<width>x<height>.webp`), so the campaign rules can tell an upload's size from
 * its URL, and a key's bytes never change (cached for a year like every media object).
 */
import { mediaPath } from '../media/cover-image.ts';
import type { AdSlotSize } from './ad-campaign.ts';

const uploadedPathPattern = /^\/media\/creatives\/[a-f0-9]{32}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})\.webp$/;

export function creativeImageKey(hash: string, size: AdSlotSize): string {
  return `creatives/${hash.slice(0, 32)}-${size.width}x${size.height}.webp`;
}

/** Where the site serves an uploaded creative: a path on the site itself, not a hot-linked URL. */
export function creativeImagePath(key: string): string {
  return mediaPath(key);
}

/** The size of an uploaded creative's image; null for any other URL (a hot-linked image). */
export function uploadedCreativeSize(imageUrl: string): AdSlotSize | null {
  const match = uploadedPathPattern.exec(imageUrl);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
