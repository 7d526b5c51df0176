import { ContainerModule } from 'inversify';
import type { AdCampaignRepository } from '@commons/core/ads/ad-campaign-repository';
import type { AdStats } from '@commons/core/ads/ad-stats';
import { campaignDailyStats } from '@commons/core/ads/campaign-daily-stats';
import { createCampaign } from '@commons/core/ads/create-campaign';
import { deleteCampaign } from '@commons/core/ads/delete-campaign';
import { listCampaignsWithStats } from '@commons/core/ads/list-campaigns-with-stats';
import { recordClick } from '@commons/core/ads/record-click';
import { recordImpression } from '@commons/core/ads/record-impression';
import { selectAd } from '@commons/core/ads/select-ad';
import { updateCampaign } from '@commons/core/ads/update-campaign';
import { CachedAdCampaignRepository } from '@commons/adapters/persistence/repositories/cached-ad-campaign-repository';
import { MikroOrmAdCampaignRepository } from '@commons/adapters/persistence/repositories/mikro-orm-ad-campaign-repository';
import { SqlAdStats } from '@commons/adapters/persistence/repositories/sql-ad-stats';
import { bindFactory, T, token, type Bound } from '../tokens.ts';

/** The ad server: campaigns, selection and exact counting. */
export const AdTokens = {
  /** The database repository behind an in-process cache of each slot's active campaigns. */
  AdCampaignRepository: token<AdCampaignRepository>('AdCampaignRepository'),
  AdStats: token<AdStats>('AdStats'),
  selectAd: token<Bound<typeof selectAd>>('selectAd'),
  recordImpression: token<Bound<typeof recordImpression>>('recordImpression'),
  recordClick: token<Bound<typeof recordClick>>('recordClick'),
  createCampaign: token<Bound<typeof createCampaign>>('createCampaign'),
  updateCampaign: token<Bound<typeof updateCampaign>>('updateCampaign'),
  deleteCampaign: token<Bound<typeof deleteCampaign>>('deleteCampaign'),
  listCampaignsWithStats: token<Bound<typeof listCampaignsWithStats>>('listCampaignsWithStats'),
  campaignDailyStats: token<Bound<typeof campaignDailyStats>>('campaignDailyStats'),
};

export const adsModule = new ContainerModule(({ bind }) => {
  const A = AdTokens;
  // One instance per container: every admin write in this process empties the same cache.
  bindFactory(
    bind,
    A.AdCampaignRepository,
    [T.Orm, T.Clock],
    (orm, clock) => new CachedAdCampaignRepository(new MikroOrmAdCampaignRepository(orm.em, clock), clock),
  );
  bindFactory(bind, A.AdStats, [T.Orm], (orm) => new SqlAdStats(orm.em));
  bindFactory(
    bind,
    A.selectAd,
    [A.AdCampaignRepository, T.Clock, T.Random],
    (campaigns, clock, random) => (query) => selectAd({ campaigns, clock, random }, query),
  );
  bindFactory(
    bind,
    A.recordImpression,
    [A.AdStats, T.Clock],
    (stats, clock) => (campaignId) => recordImpression({ stats, clock }, campaignId),
  );
  bindFactory(
    bind,
    A.recordClick,
    [A.AdStats, A.AdCampaignRepository, T.Clock],
    (stats, campaigns, clock) => (command) => recordClick({ stats, campaigns, clock }, command),
  );
  bindFactory(
    bind,
    A.createCampaign,
    [A.AdCampaignRepository],
    (campaigns) => (input) => createCampaign({ campaigns }, input),
  );
  bindFactory(
    bind,
    A.updateCampaign,
    [A.AdCampaignRepository],
    (campaigns) => (id, input) => updateCampaign({ campaigns }, id, input),
  );
  bindFactory(
    bind,
    A.deleteCampaign,
    [A.AdCampaignRepository],
    (campaigns) => (id) => deleteCampaign({ campaigns }, id),
  );
  bindFactory(
    bind,
    A.listCampaignsWithStats,
    [A.AdCampaignRepository],
    (campaigns) => () => listCampaignsWithStats({ campaigns }),
  );
  bindFactory(
    bind,
    A.campaignDailyStats,
    [A.AdCampaignRepository, A.AdStats, T.Clock],
    (campaigns, stats, clock) => (campaignId, input) =>
      campaignDailyStats({ campaigns, stats, clock }, campaignId, input),
  );
});
