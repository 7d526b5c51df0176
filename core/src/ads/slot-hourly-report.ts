import type { Clock } from '../shared/clock.ts';
import type { AdStats } from './ad-stats.ts';
import type { AdHourlyReportRow } from './campaign-hourly-report.ts';
import { lastReportHours, slotRows } from './report-rows.ts';

export interface SlotHourlyReport {
  slotId: string;
  /** One row per UTC hour of the last 48, the current one last, zeros where nothing was counted. */
  hours: AdHourlyReportRow[];
  totals: Omit<AdHourlyReportRow, 'hour'>;
}

/** The console's report per slot over the last 48 UTC hours: every campaign's figures added up where it is shown. */
export interface SlotsHourlyReport {
  /** The first and last hours' starts, ISO 8601 in UTC. */
  from: string;
  to: string;
  /** Every slot, the known ones in their order first. */
  slots: SlotHourlyReport[];
}

/** Hourly impressions, clicks, CTR and filtered events per slot over the last 48 hours, gaps filled. */
export async function slotHourlyReport(deps: {
  stats: Pick<AdStats, 'slotHourly'>;
  clock: Clock;
}): Promise<SlotsHourlyReport> {
  const { from, to, hours } = lastReportHours(deps.clock);
  const stats = await deps.stats.slotHourly({ from, to });
  const slots = slotRows('hour', hours, stats).map(({ rows, ...slot }) => ({ ...slot, hours: rows }));
  return { from: from.toISOString(), to: to.toISOString(), slots };
}
