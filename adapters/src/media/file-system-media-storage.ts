import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, type MediaStorage, type StoredMedia } from '@commons/core/media/media-storage';

/**
 * Media in a folder (`DATA_DIR/media` by default): each object's bytes under `objects/<key>` and its
 * content type under `types/<key>`. Only media keys are accepted (no `..`, no leading dot or
 * slash), so no key reaches outside the folder. A write goes to a temporary file beside the
 * target, then is renamed over it: a reader sees the old file or the new one, never half of one.
 */
export class FileSystemMediaStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async store(key: string, media: StoredMedia): Promise<void> {
    // The type first: an object whose bytes are visible always has its type beside it.
    await this.writeAtomically(this.pathOf('types', key), media.contentType);
    await this.writeAtomically(this.pathOf('objects', key), media.bytes);
  }

  async read(key: string): Promise<StoredMedia | null> {
    if (!isMediaKey(key)) return null;
    try {
      const bytes = await readFile(this.pathOf('objects', key));
      const contentType = await readFile(this.pathOf('types', key), 'utf8');
      return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    try {
      return (await stat(this.pathOf('objects', key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    if (!(await this.exists(key))) return false;
    await rm(this.pathOf('objects', key), { force: true });
    await rm(this.pathOf('types', key), { force: true });
    return true;
  }

  private pathOf(area: 'objects' | 'types', key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
    return path.join(this.root, area, ...key.split('/'));
  }

  private async writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    // A leading dot: no media key has one, so a temporary file never shadows an object.
    const temporary = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
