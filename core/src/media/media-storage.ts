/** An object kept in media storage: its bytes and the content type it is served with. */
export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live (covers, later ads' creatives), addressed by key. Keys are paths of
 * lower-case segments (`isMediaKey`); a store under an existing key replaces the object whole, so a
 * reader sees the old object or the new one, never a part.
 */
export interface MediaStorage {
  store(key: string, media: StoredMedia): Promise<void>;
  /** Null when nothing is stored under the key (or the key is not a media key). */
  read(key: string): Promise<StoredMedia | null>;
  exists(key: string): Promise<boolean>;
  /** False when nothing was stored under the key. */
  delete(key: string): Promise<boolean>;
}

const segment = '[a-z0-9][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*';
const mediaKeyPattern = new RegExp(`^${segment}(?:/${segment})*$`);

/**
 * Whether a text can name a stored object: segments of lower-case letters, digits, `-` and `_`,
 * joined by single dots (an extension) and slashes. No segment starts with a dot or is empty, so
 * no key walks out of its folder (`..`), hides (`.x`) or is absolute, whatever the store is.
 */
export function isMediaKey(key: string): boolean {
  return key.length <= 200 && mediaKeyPattern.test(key);
}
