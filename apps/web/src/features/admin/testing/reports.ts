/**
 * The last 48 hours' rows up to 2026-03-03 09:00 UTC, zeros but the last hour's `figures`; a
 * creative's leave `filtered` out.
 */
export function lastHours<F extends { impressions: number; clicks: number; ctr: number }>(
  figures: F,
  zero: F,
): ({ hour: string } & F)[] {
  return Array.from({ length: 48 }, (_, index) => ({
    hour: new Date(Date.UTC(2026, 2, 1, 10 + index)).toISOString(),
    ...(index === 47 ? figures : zero),
  }));
}

/** The report by creative of the builder's campaign (c-1) as the server answers it; creatives cr-1, cr-2... */
export function aCreativeReport<C extends { altText: string }>(
  from: string,
  to: string,
  creatives: readonly C[],
) {
  return {
    campaignId: 'c-1',
    name: 'Launch Week',
    from,
    to,
    creatives: creatives.map((creative, index) => ({
      creativeId: `cr-${index + 1}`,
      imageUrl: `/${index + 1}.png`,
      ...creative,
    })),
  };
}
