import { ContainerModule } from 'inversify';
import type { AdCampaignRepository } from '@commons/core/ads/ad-campaign-repository';
import type { AdStats } from '@commons/core/ads/ad-stats';
import type { AdViewTokens } from '@commons/core/ads/ad-view-tokens';
import type { RateLimiter } from '@commons/core/shared/rate-limiter';
import { campaignDailyStats } from '@commons/core/ads/campaign-daily-stats';
import { campaignCreativeHourlyReport } from '@commons/core/ads/campaign-creative-hourly-report';
import { campaignCreativeReport } from '@commons/core/ads/campaign-creative-report';
import { campaignHourlyReport } from '@commons/core/ads/campaign-hourly-report';
import { campaignReport } from '@commons/core/ads/campaign-report';
import { slotHourlyReport } from '@commons/core/ads/slot-hourly-report';
import { slotReport } from '@commons/core/ads/slot-report';
import { createCampaign } from '@commons/core/ads/create-campaign';
import { deleteCampaign } from '@commons/core/ads/delete-campaign';
import { forgetExpiredViews } from '@commons/core/ads/forget-expired-views';
import { listCampaignsWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import { recordClick } from '@commons/core/ads/record-click';
import { recordImpression } from '@commons/core/ads/record-impression';
import { selectAd } from '@commons/core/ads/select-ad';
import { updateCampaign } from '@commons/core/ads/update-campaign';
import type { SponsorRepository } from '@commons/core/sponsors/sponsor-repository';
import { createSponsor } from '@commons/core/sponsors/create-sponsor';
import { deleteSponsor } from '@commons/core/sponsors/delete-sponsor';
import { getSponsor } from '@commons/core/sponsors/get-sponsor';
import { listSponsors } from '@commons/core/sponsors/list-sponsors';
import { updateSponsor } from '@commons/core/sponsors/update-sponsor';
import type { SponsorReportLinks } from '@commons/core/sponsors/sponsor-report-links';
import { issueSponsorReportLink } from '@commons/core/sponsors/issue-sponsor-report-link';
import { revokeSponsorReportLink } from '@commons/core/sponsors/revoke-sponsor-report-link';
import { sponsorReport } from '@commons/core/sponsors/sponsor-report';
import type { SponsorReportMailer } from '@commons/core/sponsors/sponsor-report-mailer';
import type { WeeklyReportClaims } from '@commons/core/sponsors/weekly-report-claims';
import { sendWeeklySponsorReports } from '@commons/core/sponsors/send-weekly-sponsor-reports';
import { NodemailerSponsorReportMailer } from '@commons/adapters/mail/nodemailer-sponsor-report-mailer';
import {
  activeCampaignsTtlMs,
  CachedAdCampaignRepository,
} from '@commons/adapters/persistence/repositories/cached-ad-campaign-repository';
import { MikroOrmAdCampaignRepository } from '@commons/adapters/persistence/repositories/mikro-orm-ad-campaign-repository';
import { MikroOrmSponsorRepository } from '@commons/adapters/persistence/repositories/mikro-orm-sponsor-repository';
import { BatchedSqlRateLimiter } from '@commons/adapters/persistence/repositories/batched-sql-rate-limiter';
import { SqlAdStats } from '@commons/adapters/persistence/repositories/sql-ad-stats';
import { SqlSponsorReportLinks } from '@commons/adapters/persistence/repositories/sql-sponsor-report-links';
import { SqlWeeklyReportClaims } from '@commons/adapters/persistence/repositories/sql-weekly-report-claims';
import { runInDatabaseContext } from '@commons/adapters/persistence/transactions';
import { SignedAdViewTokens } from '@commons/adapters/security/signed-ad-view-tokens';
import { SponsorReportLinkSigner } from '@commons/adapters/security/sponsor-report-link-signer';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { AccountTokens } from './accounts.ts';
import { AuditTokens } from './audit.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';
import { MailTokens } from './mail.ts';

/** The ad server: sponsors, campaigns, selection and exact counting. */
export const AdTokens = {
  SponsorRepository: token<SponsorRepository>('SponsorRepository'),
  SponsorReportLinks: token<SponsorReportLinks>('SponsorReportLinks'),
  WeeklyReportClaims: token<WeeklyReportClaims>('WeeklyReportClaims'),
  SponsorReportMailer: token<SponsorReportMailer>('SponsorReportMailer'),
  /** The database repository behind an in-process cache of each slot's active campaigns. */
  AdCampaignRepository: token<AdCampaignRepository>('AdCampaignRepository'),
  AdStats: token<AdStats>('AdStats'),
  AdViewTokens: token<AdViewTokens>('AdViewTokens'),
  /** The view tokens per client address: the rate-limit table, batched for the ad slot's hot path. */
  ViewTokenLimiter: token<RateLimiter>('AdViewTokenLimiter'),
  selectAd: useCaseToken(selectAd),
  recordImpression: useCaseToken(recordImpression),
  recordClick: useCaseToken(recordClick),
  createCampaign: useCaseToken(createCampaign),
  updateCampaign: useCaseToken(updateCampaign),
  deleteCampaign: useCaseToken(deleteCampaign),
  listCampaignsWithStats: useCaseToken(listCampaignsWithStats),
  campaignDailyStats: useCaseToken(campaignDailyStats),
  campaignReport: useCaseToken(campaignReport),
  campaignCreativeReport: useCaseToken(campaignCreativeReport),
  campaignHourlyReport: useCaseToken(campaignHourlyReport),
  campaignCreativeHourlyReport: useCaseToken(campaignCreativeHourlyReport),
  slotReport: useCaseToken(slotReport),
  slotHourlyReport: useCaseToken(slotHourlyReport),
  forgetExpiredViews: useCaseToken(forgetExpiredViews),
  listSponsors: useCaseToken(listSponsors),
  getSponsor: useCaseToken(getSponsor),
  createSponsor: useCaseToken(createSponsor),
  updateSponsor: useCaseToken(updateSponsor),
  deleteSponsor: useCaseToken(deleteSponsor),
  issueSponsorReportLink: useCaseToken(issueSponsorReportLink),
  revokeSponsorReportLink: useCaseToken(revokeSponsorReportLink),
  sponsorReport: useCaseToken(sponsorReport),
  sendWeeklySponsorReports: useCaseToken(sendWeeklySponsorReports),
};

export const adsModule = new ContainerModule(({ bind }) => {
  const A = AdTokens;
  // One instance per container: every admin write in this process empties the same cache.
  bindFactory(
    bind,
    A.AdCampaignRepository,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) =>
      new CachedAdCampaignRepository(
        new MikroOrmAdCampaignRepository(orm.em, clock),
        clock,
        activeCampaignsTtlMs,
        (work) => runInDatabaseContext(orm, work),
      ),
  );
  bindFactory(bind, A.AdStats, { orm: I.Orm }, ({ orm }) => new SqlAdStats(orm.em));
  bindFactory(
    bind,
    A.SponsorRepository,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new MikroOrmSponsorRepository(orm.em, clock),
  );
  // Signed under a key derived from AD_TOKEN_SECRET: rotating the secret changes every report link.
  bindFactory(
    bind,
    A.SponsorReportLinks,
    { orm: I.Orm, config: I.Config },
    ({ orm, config }) => new SqlSponsorReportLinks(orm.em, new SponsorReportLinkSigner(config.adTokenSecret)),
  );
  bindFactory(bind, A.WeeklyReportClaims, { orm: I.Orm }, ({ orm }) => new SqlWeeklyReportClaims(orm.em));
  bindFactory(
    bind,
    A.SponsorReportMailer,
    { mail: MailTokens.MailSettings, logger: I.Logger },
    ({ mail, logger }) => new NodemailerSponsorReportMailer(mail, logger.child({ component: 'mail' })),
  );
  bindFactory(
    bind,
    A.AdViewTokens,
    { config: I.Config },
    ({ config }) => new SignedAdViewTokens(config.adTokenSecret, config.adTokenPreviousSecret),
  );
  // One instance per container: its refused addresses are remembered for every request.
  bindFactory(
    bind,
    A.ViewTokenLimiter,
    { orm: I.Orm, clock: I.Clock },
    ({ orm, clock }) => new BatchedSqlRateLimiter(orm.em, clock),
  );
  const campaigns = A.AdCampaignRepository;
  const tokens = A.AdViewTokens;
  const stats = A.AdStats;
  const sponsors = A.SponsorRepository;
  const links = A.SponsorReportLinks;
  bindUseCase(bind, A.selectAd, selectAd, {
    campaigns,
    clock: I.Clock,
    random: I.Random,
    tokens,
    viewers: stats,
    limiter: A.ViewTokenLimiter,
  });
  // Bare impressions share the rate-limit table with the other limits: one budget across instances.
  bindUseCase(bind, A.recordImpression, recordImpression, {
    stats,
    tokens,
    limiter: AccountTokens.RateLimiter,
    clock: I.Clock,
  });
  bindUseCase(bind, A.recordClick, recordClick, { stats, tokens, clock: I.Clock });
  bindUseCase(bind, A.campaignReport, campaignReport, { campaigns, stats, clock: I.Clock });
  bindUseCase(bind, A.campaignCreativeReport, campaignCreativeReport, { campaigns, stats, clock: I.Clock });
  bindUseCase(bind, A.campaignHourlyReport, campaignHourlyReport, { campaigns, stats, clock: I.Clock });
  bindUseCase(bind, A.campaignCreativeHourlyReport, campaignCreativeHourlyReport, {
    campaigns,
    stats,
    clock: I.Clock,
  });
  bindUseCase(bind, A.slotReport, slotReport, { stats, clock: I.Clock });
  bindUseCase(bind, A.slotHourlyReport, slotHourlyReport, { stats, clock: I.Clock });
  bindUseCase(bind, A.forgetExpiredViews, forgetExpiredViews, { stats, clock: I.Clock });
  const audited = { auditLog: AuditTokens.AuditLog, transactions: I.Transactions };
  bindUseCase(bind, A.createCampaign, createCampaign, { campaigns, sponsors, ...audited });
  bindUseCase(bind, A.updateCampaign, updateCampaign, { campaigns, sponsors, ...audited });
  bindUseCase(bind, A.deleteCampaign, deleteCampaign, { campaigns, sponsors, ...audited });
  bindUseCase(bind, A.listCampaignsWithStats, listCampaignsWithStats, { campaigns, clock: I.Clock });
  bindUseCase(bind, A.listSponsors, listSponsors, { sponsors, campaigns });
  bindUseCase(bind, A.getSponsor, getSponsor, { sponsors, campaigns, links, clock: I.Clock });
  bindUseCase(bind, A.issueSponsorReportLink, issueSponsorReportLink, {
    sponsors,
    links,
    clock: I.Clock,
    ...audited,
  });
  bindUseCase(bind, A.revokeSponsorReportLink, revokeSponsorReportLink, { sponsors, links, ...audited });
  bindUseCase(bind, A.sponsorReport, sponsorReport, {
    links,
    sponsors,
    campaigns,
    stats,
    clock: I.Clock,
  });
  bindUseCase(bind, A.createSponsor, createSponsor, { sponsors, ...audited });
  bindUseCase(bind, A.updateSponsor, updateSponsor, { sponsors, ...audited });
  bindUseCase(bind, A.deleteSponsor, deleteSponsor, { sponsors, campaigns, ...audited });
  bindUseCase(bind, A.sendWeeklySponsorReports, sendWeeklySponsorReports, {
    sponsors,
    campaigns,
    stats,
    links,
    claims: A.WeeklyReportClaims,
    mailer: A.SponsorReportMailer,
    transactions: I.Transactions,
    clock: I.Clock,
  });
  bindUseCase(bind, A.campaignDailyStats, campaignDailyStats, {
    campaigns,
    stats: A.AdStats,
    clock: I.Clock,
  });
});
