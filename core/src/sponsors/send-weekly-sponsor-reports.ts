import { utcDay } from '../ads/ad-stats.ts';
import type { Transactions } from '../shared/transactions.ts';
import type { DayRange, SponsorReportDeps } from './sponsor-report.ts';
import { reportOfSponsor } from './sponsor-report.ts';
import type { SponsorReportLinks } from './sponsor-report-links.ts';
import type { SponsorReportMailer } from './sponsor-report-mailer.ts';
import type { SponsorRepository } from './sponsor-repository.ts';
import type { WeeklyReportClaims } from './weekly-report-claims.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Last week, Monday to Sunday (UTC), as seen at `now`. */
export function lastWeek(now: Date): DayRange {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - (sinceMonday + 7) * dayMs;
  return { from: utcDay(new Date(monday)), to: utcDay(new Date(monday + 6 * dayMs)) };
}

export interface WeeklySponsorReportDeps extends Omit<SponsorReportDeps, 'links' | 'sponsors'> {
  sponsors: Pick<SponsorRepository, 'list' | 'findById'>;
  links: Pick<SponsorReportLinks, 'currentToken'>;
  claims: WeeklyReportClaims;
  mailer: SponsorReportMailer;
  transactions: Transactions;
}

/**
 * Mails last week's figures to the contact of every sponsor whose weekly e-mail is on and who has
 * campaigns, once per sponsor and week whichever instance looks first: the claim and the queued
 * mail commit together. The mail carries the sponsor's current report link, the very address they
 * may have bookmarked or forwarded: sending never replaces it. A sponsor whose link was revoked
 * (or never made) gets the figures without a link. Returns how many mails were queued.
 */
export async function sendWeeklySponsorReports(deps: WeeklySponsorReportDeps): Promise<number> {
  const week = lastWeek(deps.clock.now());
  const withCampaigns = new Set((await deps.campaigns.list()).map((campaign) => campaign.sponsorId));
  let sent = 0;
  for (const sponsor of await deps.sponsors.list()) {
    const to = sponsor.contactEmail;
    if (!sponsor.weeklyReport || !to || !withCampaigns.has(sponsor.id)) continue;
    // Read before the transaction: the counters are read on a connection of their own, which an
    // embedded database (one connection) could not give while the transaction holds it.
    const report = await reportOfSponsor(deps, sponsor.id, week);
    if (!report) continue;
    const queued = await deps.transactions.run(async () => {
      if (!(await deps.claims.claim(sponsor.id, week.from))) return false;
      const linkToken = await deps.links.currentToken(sponsor.id);
      await deps.mailer.sendWeeklyReport({ to, contactName: sponsor.contactName, report, linkToken });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
