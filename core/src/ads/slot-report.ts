import type { Clock } from '../shared/clock.ts';
import { adSlotIds, clickThroughRate } from './ad-campaign.ts';
import type { AdStats } from './ad-stats.ts';
import { statsDayRange } from './campaign-daily-stats.ts';
import type { AdReportRow } from './campaign-report.ts';

export interface SlotReport {
  slotId: string;
  /** One row per UTC day of the range, oldest first, zeros where nothing was counted. */
  days: AdReportRow[];
  totals: Omit<AdReportRow, 'day'>;
}

/** The console's report per slot: every campaign's figures added up where it is shown. */
export interface SlotsReport {
  from: string;
  to: string;
  /** Every slot, the known ones in their order first. */
  slots: SlotReport[];
}

/** Daily impressions, clicks, CTR and filtered events per slot over `from`..`to` (default: 30 days). */
export async function slotReport(
  deps: { stats: Pick<AdStats, 'slotDaily'>; clock: Clock },
  input: unknown,
): Promise<SlotsReport> {
  const { from, to, days } = statsDayRange(deps.clock, input);
  const counted = new Map(
    (await deps.stats.slotDaily({ from, to })).map((stat) => [`${stat.slotId}/${stat.day}`, stat]),
  );
  const countedSlots = [...counted.values()].map((stat) => stat.slotId);
  const slotIds = [...new Set<string>([...adSlotIds, ...countedSlots.sort()])];
  const slots = slotIds.map((slotId) => {
    const rows = days.map((day) => {
      const stat = counted.get(`${slotId}/${day}`) ?? { impressions: 0, clicks: 0, filtered: 0 };
      const row = { day, impressions: stat.impressions, clicks: stat.clicks, filtered: stat.filtered };
      return { ...row, ctr: clickThroughRate(row.impressions, row.clicks) };
    });
    const totals = { impressions: 0, clicks: 0, filtered: 0 };
    for (const row of rows) {
      totals.impressions += row.impressions;
      totals.clicks += row.clicks;
      totals.filtered += row.filtered;
    }
    return {
      slotId,
      days: rows,
      totals: { ...totals, ctr: clickThroughRate(totals.impressions, totals.clicks) },
    };
  });
  return { from, to, slots };
}
