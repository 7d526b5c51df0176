import type { Clock } from '../shared/clock.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { AdCampaignRepository } from './ad-campaign-repository.ts';
import { utcDay, type AdDailyStat, type AdStats } from './ad-stats.ts';
import { adCampaignNotFound } from './campaign-not-found.ts';
import { campaignStatsRangeSchema } from './campaign-schema.ts';

/** The default chart: the last 30 UTC days up to today. */
export const defaultStatsDays = 30;
/** The longest range one call may ask for. */
export const maxStatsDays = 366;

const dayMs = 24 * 60 * 60 * 1000;

export interface CampaignDailyStats {
  campaignId: string;
  from: string;
  to: string;
  /** One entry per day from `from` to `to`, oldest first; zeros where nothing was counted. */
  days: AdDailyStat[];
}

function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

/**
 * The UTC days a stats query asks for (`from`..`to`, both inclusive; by default the last 30 days up
 * to today): VALIDATION for a reversed range or one longer than `maxStatsDays`.
 */
export function statsDayRange(clock: Clock, input: unknown): { from: string; to: string; days: string[] } {
  const range = parseInput(campaignStatsRangeSchema, input ?? {});
  const to = range.to ?? utcDay(clock.now());
  const from = range.from ?? utcDay(new Date(dayTime(to) - (defaultStatsDays - 1) * dayMs));
  const span = (dayTime(to) - dayTime(from)) / dayMs + 1;
  if (span < 1) {
    const message = 'The start day must not be after the end day';
    throw new DomainError('VALIDATION', message, { fields: { from: message } });
  }
  if (span > maxStatsDays) {
    const message = `Ask for at most ${maxStatsDays} days at a time`;
    throw new DomainError('VALIDATION', message, { fields: { from: message } });
  }
  const days: string[] = [];
  for (let time = dayTime(from); time <= dayTime(to); time += dayMs) days.push(utcDay(new Date(time)));
  return { from, to, days };
}

/** The daily buckets of one campaign for a range of UTC days (both inclusive), gaps filled. */
export async function campaignDailyStats(
  deps: { campaigns: Pick<AdCampaignRepository, 'findById'>; stats: Pick<AdStats, 'daily'>; clock: Clock },
  campaignId: string,
  input: unknown,
): Promise<CampaignDailyStats> {
  const { from, to, days } = statsDayRange(deps.clock, input);
  if (!(await deps.campaigns.findById(campaignId))) throw adCampaignNotFound();
  const counted = new Map((await deps.stats.daily(campaignId, { from, to })).map((stat) => [stat.day, stat]));
  return {
    campaignId,
    from,
    to,
    days: days.map((day) => counted.get(day) ?? { day, impressions: 0, clicks: 0, filtered: 0 }),
  };
}
