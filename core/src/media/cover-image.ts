/**
 * A cover image's renditions, derived from its id alone: the id is the content hash of the
 * upload with its size (`<hash>-<width>x<height>`), so a page can write `srcset`, `width` and
 * `height` from the article's column without asking the store, and a key's bytes never change
 * (cached for a year).
 */
export const coverWidths = [400, 800, 1200, 1600] as const;
export const shareImageSize = { width: 1200, height: 630 } as const;

const coverIdPattern = /^([a-f0-9]{32})-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;

export interface CoverRendition {
  key: string;
  width: number;
  height: number;
}

export interface CoverRenditions {
  id: string;
  /** Narrowest first; never wider than the upload. */
  widths: CoverRendition[];
  /** The 1200x630 image for link previews (og:image). */
  share: CoverRendition;
}

export function isCoverImageId(value: string): boolean {
  return coverIdPattern.test(value);
}

export function coverImageId(hash: string, width: number, height: number): string {
  return `${hash.slice(0, 32)}-${width}x${height}`;
}

/**
 * The widths a cover is kept at: each standard width up to the upload's, and the upload's own when
 * it falls between two (no upscaling, and a narrow image still has one rendition).
 */
function widthsFor(width: number): number[] {
  const widths: number[] = coverWidths.filter((standard) => standard <= width);
  if (width < coverWidths[coverWidths.length - 1]! && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Null for a text that is not a cover id. */
export function coverRenditions(id: string): CoverRenditions | null {
  const match = coverIdPattern.exec(id);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  return {
    id,
    widths: widthsFor(width).map((w) => ({
      key: `covers/${id}/${w}.webp`,
      width: w,
      height: Math.max(1, Math.round((height * w) / width)),
    })),
    share: { key: `covers/${id}/share.jpg`, ...shareImageSize },
  };
}

/** Where the site serves a stored object. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}
