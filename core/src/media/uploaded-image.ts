/** The checks every image upload passes, whatever it becomes: type, size, decoding. */
import { DomainError } from '../shared/domain-error.ts';
import type { ImageInfo, ImageProcessor } from './image-processor.ts';

export const maxUploadBytes = 10 * 1024 * 1024;

/** Declared content type -> the format decoding must find. */
const acceptedTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The refusals of an upload of `what` ("A cover", "A creative"). */
export function uploadMessages(what: string) {
  return {
    wrongType: `${what} must be a PNG, JPEG or WebP image`,
    tooLarge: `${what} must be at most 10 MB`,
    notAnImage: 'The file is not a readable PNG, JPEG or WebP image',
    typeMismatch: 'The file is not the kind of image its Content-Type says',
  } as const;
}
export type UploadMessages = ReturnType<typeof uploadMessages>;

export interface ImageUpload {
  bytes: Uint8Array;
  /** The declared type (`Content-Type`), checked against what decoding finds. */
  contentType: string;
}

/**
 * What an upload is, once it is known to be a PNG, JPEG or WebP of at most 10 MB whose bytes
 * decode as the type it declares; refused in `messages`' words otherwise.
 */
export async function inspectUpload(
  images: Pick<ImageProcessor, 'inspect'>,
  upload: ImageUpload,
  messages: UploadMessages,
): Promise<ImageInfo> {
  const type = upload.contentType.split(';')[0]!.trim().toLowerCase();
  const expectedFormat = acceptedTypes[type];
  if (!expectedFormat) throw new DomainError('UNSUPPORTED_MEDIA', messages.wrongType);
  if (upload.bytes.byteLength > maxUploadBytes) throw new DomainError('TOO_LARGE', messages.tooLarge);
  const info = await images.inspect(upload.bytes);
  if (!info) throw new DomainError('VALIDATION', messages.notAnImage);
  if (info.format !== expectedFormat) throw new DomainError('UNSUPPORTED_MEDIA', messages.typeMismatch);
  return info;
}

/** SHA-256 of the bytes as hex (Web Crypto, a global on every platform core runs on). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', Uint8Array.from(bytes)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
