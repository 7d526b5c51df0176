import { AdTokens, InfrastructureTokens } from '@commons/container';
import { sponsorReportUrl } from '@commons/core/sponsors/sponsor-report-links';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The console's Sponsors section: the ad server's advertisers, managed by whoever manages ads. */
export const adminSponsorRoutes: RouteGroup = (router, container) => {
  const listSponsors = container.resolve(AdTokens.listSponsors);
  const getSponsor = container.resolve(AdTokens.getSponsor);
  const createSponsor = container.resolve(AdTokens.createSponsor);
  const updateSponsor = container.resolve(AdTokens.updateSponsor);
  const deleteSponsor = container.resolve(AdTokens.deleteSponsor);
  const issueReportLink = container.resolve(AdTokens.issueSponsorReportLink);
  const revokeReportLink = container.resolve(AdTokens.revokeSponsorReportLink);
  const { publicUrl } = container.resolve(InfrastructureTokens.Config);
  const guarded = [
    databaseContext(container),
    noStore,
    sessionGuards(container).requirePermission('ads:manage'),
  ];

  router.get('/api/admin/sponsors', ...guarded, async (ctx) => {
    ctx.body = await listSponsors();
  });

  router.post('/api/admin/sponsors', ...guarded, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createSponsor(ctx.request.body, ctx.state.member!.id);
  });

  // The current report link's address, for staff to copy again: the token is recomputed, not stored.
  router.get('/api/admin/sponsors/:id', ...guarded, async (ctx) => {
    const { reportLinkToken, ...detail } = await getSponsor(ctx.params.id ?? '');
    const reportUrl = reportLinkToken === null ? null : sponsorReportUrl(publicUrl, reportLinkToken);
    ctx.body = { ...detail, reportUrl };
  });

  router.patch('/api/admin/sponsors/:id', ...guarded, async (ctx) => {
    ctx.body = await updateSponsor(ctx.params.id ?? '', ctx.request.body, ctx.state.member!.id);
  });

  // Refused (409, in words) while the sponsor has campaigns: their figures are never deleted with it.
  router.delete('/api/admin/sponsors/:id', ...guarded, async (ctx) => {
    await deleteSponsor(ctx.params.id ?? '', ctx.state.member!.id);
    ctx.status = 204;
  });

  // A new address; any earlier link stops working (how staff end a link that went astray).
  router.post('/api/admin/sponsors/:id/report-link', ...guarded, async (ctx) => {
    const { token } = await issueReportLink(ctx.params.id ?? '', ctx.state.member!.id);
    ctx.status = 201;
    ctx.body = { url: sponsorReportUrl(publicUrl, token) };
  });

  router.delete('/api/admin/sponsors/:id/report-link', ...guarded, async (ctx) => {
    await revokeReportLink(ctx.params.id ?? '', ctx.state.member!.id);
    ctx.status = 204;
  });
};
