import { isMediaKey, type MediaStorage, type StoredMedia } from './media-storage.ts';

/** A stored object for the public `/media/` path; null for an unknown key or one that is not a key. */
export async function readMedia(deps: { media: MediaStorage }, key: string): Promise<StoredMedia | null> {
  if (!isMediaKey(key)) return null;
  return deps.media.read(key);
}
