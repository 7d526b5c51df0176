import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaStorageContract } from '@commons/core/media/testing/media-storage.contract';
import { FileSystemMediaStorage } from './file-system-media-storage.ts';

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'commons-media-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

mediaStorageContract('file system', async () => new FileSystemMediaStorage(await freshFolder()));

describe('FileSystemMediaStorage', () => {
  it('writes nothing outside its folder and leaves no temporary file behind', async () => {
    const parent = await freshFolder();
    const media = new FileSystemMediaStorage(path.join(parent, 'media'));
    await media.store('covers/a/400.webp', { bytes: Uint8Array.of(1, 2), contentType: 'image/webp' });
    await expect(
      media.store('../outside.png', { bytes: Uint8Array.of(1), contentType: 'image/png' }),
    ).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['media']);
    expect(await readdir(path.join(parent, 'media', 'objects', 'covers', 'a'))).toEqual(['400.webp']);
  });

  it('keeps the last of many writes to one key whole', async () => {
    const media = new FileSystemMediaStorage(await freshFolder());
    const versions = Array.from({ length: 20 }, (_, index) => new Uint8Array(64 * 1024).fill(index));
    await Promise.all(versions.map((bytes) => media.store('same.bin', { bytes, contentType: 'image/png' })));
    const stored = await media.read('same.bin');
    expect(stored?.bytes.length).toBe(64 * 1024);
    expect(new Set(stored?.bytes).size).toBe(1);
  });
});
