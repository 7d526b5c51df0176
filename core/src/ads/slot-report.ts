import type { Clock } from '../shared/clock.ts';
import type { AdStats } from './ad-stats.ts';
import { statsDayRange } from './campaign-daily-stats.ts';
import type { AdReportRow } from './campaign-report.ts';
import { slotRows } from './report-rows.ts';

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
  const stats = await deps.stats.slotDaily({ from, to });
  const slots = slotRows('day', days, stats).map(({ rows, ...slot }) => ({ ...slot, days: rows }));
  return { from, to, slots };
}
