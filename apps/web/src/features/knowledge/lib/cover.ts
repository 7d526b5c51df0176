import { coverRenditions, mediaPath } from '@commons/core/media/cover-image';

export interface CoverSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The `<img>` attributes of an uploaded cover: every stored width in `srcset`, 800 px as `src`. */
export function coverSources(coverImage: string | null): CoverSources | null {
  const renditions = coverImage ? coverRenditions(coverImage) : null;
  if (!renditions) return null;
  const fallback = renditions.widths.find((w) => w.width >= 800) ?? renditions.widths.at(-1)!;
  return {
    src: mediaPath(fallback.key),
    srcSet: renditions.widths.map((w) => `${mediaPath(w.key)} ${w.width}w`).join(', '),
    width: fallback.width,
    height: fallback.height,
  };
}

/** The 1200x630 share image (og:image) made from an uploaded cover. */
export function coverShareImage(
  coverImage: string | null,
): { path: string; width: number; height: number } | null {
  const renditions = coverImage ? coverRenditions(coverImage) : null;
  if (!renditions) return null;
  return {
    path: mediaPath(renditions.share.key),
    width: renditions.share.width,
    height: renditions.share.height,
  };
}

/** An author's avatar: an https address as it is, an uploaded image's fallback rendition. */
export function avatarSource(avatarUrl: string | null): string | undefined {
  if (!avatarUrl) return undefined;
  return avatarUrl.startsWith('https://') ? avatarUrl : coverSources(avatarUrl)?.src;
}
