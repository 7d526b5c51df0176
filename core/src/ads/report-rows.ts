/** The rows the console's reports share: buckets filled with zeros, totals, CTR, the last 48 hours. */
import type { Clock } from '../shared/clock.ts';
import { adSlotIds, clickThroughRate, type AdCreative } from './ad-campaign.ts';
import { hourlyStatsHours, utcHour } from './ad-stats.ts';

/** What a report counts: impressions and clicks, and filtered events except per creative. */
export type ReportCounter = 'impressions' | 'clicks' | 'filtered';

/** Counts with their click-through rate in percent, two decimals. */
export type WithCtr<C extends ReportCounter> = Record<C, number> & { ctr: number };

/** One bucket's row: `day` (YYYY-MM-DD) or `hour` (its start, ISO 8601) names it. */
export type ReportRow<B extends 'day' | 'hour', C extends ReportCounter> = Record<B, string> & WithCtr<C>;

/** Every counter of a slot's or a campaign's report; a creative's leave `filtered` out. */
export const allCounters = ['impressions', 'clicks', 'filtered'] as const;
export const creativeCounters = ['impressions', 'clicks'] as const;

function withCtr<C extends ReportCounter>(counts: Record<C, number>): WithCtr<C> {
  const { impressions = 0, clicks = 0 } = counts as Partial<Record<ReportCounter, number>>;
  return { ...counts, ctr: clickThroughRate(impressions, clicks) };
}

/**
 * One row per bucket, in the buckets' order, with zeros where `counted` has nothing, and the
 * buckets' totals.
 */
export function reportRows<B extends 'day' | 'hour', C extends ReportCounter>(
  bucket: B,
  counters: readonly C[],
  buckets: readonly string[],
  counted: (bucket: string) => Readonly<Record<C, number>> | undefined,
): { rows: ReportRow<B, C>[]; totals: WithCtr<C> } {
  const zeros = () => Object.fromEntries(counters.map((counter) => [counter, 0])) as Record<C, number>;
  const totals = zeros();
  const rows = buckets.map((name) => {
    const stat = counted(name);
    const counts = zeros();
    for (const counter of counters) {
      counts[counter] = stat?.[counter] ?? 0;
      totals[counter] += counts[counter];
    }
    // The computed key is `bucket` itself, which TypeScript widens to string.
    return { [bucket]: name, ...withCtr(counts) } as ReportRow<B, C>;
  });
  return { rows, totals: withCtr(totals) };
}

/** Each of the campaign's current creatives, in their order, with its rows and totals. */
export function creativeRows<B extends 'day' | 'hour'>(
  creatives: readonly AdCreative[],
  bucket: B,
  buckets: readonly string[],
  stats: readonly ({ creativeId: string } & Record<B, string> & Record<'impressions' | 'clicks', number>)[],
) {
  const counted = new Map(stats.map((stat) => [`${stat.creativeId}/${stat[bucket]}`, stat]));
  return creatives.map((creative) => ({
    creativeId: creative.id,
    altText: creative.altText,
    imageUrl: creative.imageUrl,
    ...reportRows(bucket, creativeCounters, buckets, (name) => counted.get(`${creative.id}/${name}`)),
  }));
}

/** Every slot, the known ones in their order first, then any other counted one, with its rows and totals. */
export function slotRows<B extends 'day' | 'hour'>(
  bucket: B,
  buckets: readonly string[],
  stats: readonly ({ slotId: string } & Record<B, string> & Record<ReportCounter, number>)[],
) {
  const counted = new Map(stats.map((stat) => [`${stat.slotId}/${stat[bucket]}`, stat]));
  const countedSlots = stats.map((stat) => stat.slotId).sort();
  return [...new Set<string>([...adSlotIds, ...countedSlots])].map((slotId) => ({
    slotId,
    ...reportRows(bucket, allCounters, buckets, (name) => counted.get(`${slotId}/${name}`)),
  }));
}

const hourMs = 60 * 60 * 1000;

/** The hourly reports' range: the last `hourlyStatsHours` UTC hours, the current one last. */
export function lastReportHours(clock: Clock): { from: Date; to: Date; hours: string[] } {
  const to = new Date(utcHour(clock.now()));
  const from = new Date(to.getTime() - (hourlyStatsHours - 1) * hourMs);
  const hours: string[] = [];
  for (let time = from.getTime(); time <= to.getTime(); time += hourMs)
    hours.push(new Date(time).toISOString());
  return { from, to, hours };
}
