import Box from '@mui/material/Box';
import type { ArticleSummary } from '../api/articles.ts';
import { coverSources } from '../lib/cover.ts';
import { categoryStyle } from './category-style.ts';

/**
 * The picture of an article: its uploaded cover (every stored width in `srcset`, for the browser
 * to pick by `sizes`), else an image address given by hand, otherwise a drawing in its category's
 * colour, so cards look complete offline. Only an uploaded cover has alternative text; the others
 * are decorative (the title says what it is).
 */
export function ArticleArt({
  article,
  height,
  sizes,
  eager = false,
}: {
  article: Pick<ArticleSummary, 'category' | 'imageUrl' | 'coverImage' | 'coverAlt'>;
  height: number | string | Record<string, number | string>;
  /** How wide the picture is drawn, for the browser's choice in `srcset`. */
  sizes: string;
  /** The page's main picture: loaded at once, not when scrolled to. */
  eager?: boolean;
}) {
  const style = categoryStyle[article.category];
  const cover = coverSources(article.coverImage);
  if (cover) {
    return (
      <Box
        component="img"
        src={cover.src}
        srcSet={cover.srcSet}
        sizes={sizes}
        width={cover.width}
        height={cover.height}
        alt={article.coverAlt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: style.tint }}
      />
    );
  }
  if (article.imageUrl) {
    return (
      <Box
        component="img"
        src={article.imageUrl}
        alt=""
        loading="lazy"
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: style.tint }}
      />
    );
  }
  const { Icon } = style;
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        height,
        bgcolor: style.solid,
        color: '#ffffff',
        display: 'grid',
        placeItems: 'center',
        backgroundImage:
          'radial-gradient(circle at 85% 15%, rgba(255,255,255,0.18), transparent 40%), repeating-linear-gradient(135deg, rgba(255,255,255,0.06) 0 2px, transparent 2px 14px)',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: -30,
          bottom: -50,
          width: 160,
          height: 160,
          borderRadius: '50%',
          border: '22px solid rgba(255,255,255,0.1)',
        }}
      />
      <Icon sx={{ fontSize: 44, opacity: 0.9 }} />
    </Box>
  );
}
