import { isMediaKey, type MediaStorage, type StoredMedia } from '../media-storage.ts';

export class InMemoryMediaStorage implements MediaStorage {
  private readonly objects = new Map<string, StoredMedia>();

  async store(key: string, media: StoredMedia): Promise<void> {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    this.objects.set(key, { bytes: Uint8Array.from(media.bytes), contentType: media.contentType });
  }

  async read(key: string): Promise<StoredMedia | null> {
    const media = this.objects.get(key);
    return media ? { bytes: Uint8Array.from(media.bytes), contentType: media.contentType } : null;
  }

  async exists(key: string): Promise<boolean> {
    return this.objects.has(key);
  }

  async delete(key: string): Promise<boolean> {
    return this.objects.delete(key);
  }

  /** The keys stored, for tests. */
  keys(): string[] {
    return [...this.objects.keys()].sort();
  }
}
