import { describe, expect, it } from 'vitest';
import type { MediaStorage } from '../media-storage.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

/**
 * Run against the fake and every adapter. `create` gives a store; each test uses keys of its own
 * under a fresh prefix, so a shared bucket or folder does not mix runs.
 */
export function mediaStorageContract(name: string, create: () => Promise<MediaStorage>): void {
  describe(`MediaStorage contract: ${name}`, () => {
    const prefix = `contract-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;

    it('reads back the bytes and content type it stored', async () => {
      const media = await create();
      const key = `${prefix}/covers/a-400.webp`;
      await media.store(key, { bytes: bytes(1, 2, 3, 255), contentType: 'image/webp' });
      expect(await media.read(key)).toEqual({ bytes: bytes(1, 2, 3, 255), contentType: 'image/webp' });
      expect(await media.exists(key)).toBe(true);
    });

    it('answers null and false for a key never stored', async () => {
      const media = await create();
      expect(await media.read(`${prefix}/missing.png`)).toBeNull();
      expect(await media.exists(`${prefix}/missing.png`)).toBe(false);
      expect(await media.delete(`${prefix}/missing.png`)).toBe(false);
    });

    it('replaces an object stored again under the same key', async () => {
      const media = await create();
      const key = `${prefix}/replaced.bin`;
      await media.store(key, { bytes: bytes(1), contentType: 'image/png' });
      await media.store(key, { bytes: bytes(2, 2), contentType: 'image/jpeg' });
      expect(await media.read(key)).toEqual({ bytes: bytes(2, 2), contentType: 'image/jpeg' });
    });

    it('forgets a deleted object and keeps its neighbours', async () => {
      const media = await create();
      await media.store(`${prefix}/gone.png`, { bytes: bytes(1), contentType: 'image/png' });
      await media.store(`${prefix}/kept.png`, { bytes: bytes(2), contentType: 'image/png' });
      expect(await media.delete(`${prefix}/gone.png`)).toBe(true);
      expect(await media.read(`${prefix}/gone.png`)).toBeNull();
      expect(await media.read(`${prefix}/kept.png`)).toEqual({ bytes: bytes(2), contentType: 'image/png' });
    });

    it('refuses to store under a key that could leave its folder', async () => {
      const media = await create();
      for (const key of [
        '../escape.png',
        `${prefix}/../../escape.png`,
        '/absolute.png',
        `${prefix}/.hidden`,
      ]) {
        await expect(media.store(key, { bytes: bytes(1), contentType: 'image/png' })).rejects.toThrow();
        expect(await media.read(key)).toBeNull();
      }
    });
  });
}
