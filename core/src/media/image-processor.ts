/** What decoding an image tells: its format and its size as displayed (after any EXIF rotation). */
export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/** Decodes and re-encodes raster images. */
export interface ImageProcessor {
  /** Null when the bytes are not an image it can decode. */
  inspect(bytes: Uint8Array): Promise<ImageInfo | null>;
  /** A WebP `width` pixels wide, its height in proportion. */
  toWebp(bytes: Uint8Array, width: number): Promise<Uint8Array>;
  /**
   * A JPEG of exactly `width` x `height`: scaled to cover the frame and cropped around the part
   * that draws the eye. JPEG because some link previewers still ignore WebP.
   */
  toShareImage(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array>;
  /**
   * A WebP of exactly `width` x `height` (an ad creative): scaled to cover the frame and cropped at
   * the centre. Callers send images whose shape is the frame's, or nearly, so the crop is slight.
   */
  toBanner(bytes: Uint8Array, size: { width: number; height: number }): Promise<Uint8Array>;
}
