import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string): Encoding | undefined {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `effort` picks the trade-off: 'max' for files compressed once and kept (brotli 10, gzip 9),
 * 'fast' for pages rendered per request (brotli 5, gzip 6: a few milliseconds for 100 kB).
 */
export function compress(input: Buffer, encoding: Encoding, effort: 'max' | 'fast'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(input, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 10 : 5 } })
    : gzipAsync(input, { level: effort === 'max' ? 9 : 6 });
}
