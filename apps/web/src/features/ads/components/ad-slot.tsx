import Box from '@mui/material/Box';
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { adSizes, type AdSize, type AdSlotSize, type AdView } from '@commons/core/ads/ad-campaign';
import { recordAdClick } from '../api/record-ad-click.ts';
import { recordAdImpression } from '../api/record-ad-impression.ts';
import { useAdSlot, type AdTargeting } from '../api/ad-slot.ts';

/** Spec section 7: ad logging failures are only logged, never shown. */
function logAdEventFailure(event: 'impression' | 'click', adId: string, error: unknown): void {
  console.error(`Could not record the ad ${event} of ${adId}`, error);
}

export interface AdSlotProps extends AdTargeting {
  /** 'default' is 300x250; 'sidebar' is 280x200 (spec section 9). */
  size?: AdSize;
}

/** Share of the ad that must be on screen before it counts as seen. */
const visibleShare = 0.5;

/**
 * A sponsored slot: asks the ad server for the slot and targeting (cached 5 minutes) and shows the
 * ad it answers. Renders nothing while loading, on failure, or when there is no ad.
 */
export function AdSlot({ size = 'default', ...targeting }: AdSlotProps) {
  const { data } = useAdSlot(targeting);
  const ad = data?.ad;
  if (!ad) return null;
  return <AdCreative key={ad.id} ad={ad} frame={adSizes[size]} data-ad-size={size} />;
}

/**
 * One ad as a link in a box of the frame's shape (full width up to the frame's), its impression
 * posted once half of it is seen.
 */
export function AdCreative({
  ad,
  frame: { width, height },
  ...data
}: {
  ad: AdView;
  frame: AdSlotSize;
  'data-ad-size'?: string;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  const recordImpression = useImpressionWhenSeen(link, ad.id, ad.viewToken);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The server counts a click only once its impression has: the click is posted after the
    // impression's post has its answer (an ad clicked before it counted as seen posts it now).
    // The tab opens right away (still within the user's gesture, so no popup blocker steps in),
    // whether or not the counts succeed.
    void recordImpression().then(() =>
      recordAdClick(ad.id, ad.viewToken).catch((error: unknown) => logAdEventFailure('click', ad.id, error)),
    );
    window.open(ad.clickUrl, '_blank', 'noopener,noreferrer');
  };

  return (
    <Box
      component="a"
      ref={link}
      href={ad.clickUrl}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={open}
      {...data}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: width,
        aspectRatio: `${width} / ${height}`,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="img"
        src={ad.imageUrl}
        alt={ad.alt}
        width={width}
        height={height}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

/**
 * Posts one impression per mounted ad, when at least half of it is on screen. Without
 * IntersectionObserver (very old browsers) the ad counts as seen once shown. Returns what posts it
 * now if it has not been posted yet; either way, the post's settling (failures are only logged).
 */
function useImpressionWhenSeen(
  target: RefObject<HTMLElement | null>,
  adId: string,
  viewToken: string,
): () => Promise<void> {
  const recorded = useRef<{ adId: string; posted: Promise<void> } | null>(null);
  const record = useCallback(() => {
    if (recorded.current?.adId !== adId) {
      const posted = recordAdImpression(adId, viewToken).catch((error: unknown) =>
        logAdEventFailure('impression', adId, error),
      );
      recorded.current = { adId, posted };
    }
    return recorded.current.posted;
  }, [adId, viewToken]);
  useEffect(() => {
    const element = target.current;
    if (!element || recorded.current?.adId === adId) return;
    if (typeof IntersectionObserver === 'undefined') {
      void record();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= visibleShare)) {
          observer.disconnect();
          void record();
        }
      },
      { threshold: visibleShare },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, adId, record]);
  return record;
}
