import { CommunityTokens } from '@commons/container';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';

/** The public community forms: 201 `{ id }` of the stored record; errors through the error handler. */
export const communityRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const forms = {
    '/api/f100': container.resolve(CommunityTokens.submitF100Application),
    '/api/partnership': container.resolve(CommunityTokens.submitPartnershipInquiry),
    '/api/contact': container.resolve(CommunityTokens.submitContactInquiry),
  };

  for (const [path, submit] of Object.entries(forms)) {
    router.post(path, inDatabase, async (ctx) => {
      const receipt = await submit({ input: ctx.request.body, clientIp: ctx.ip });
      ctx.status = 201;
      ctx.body = receipt;
    });
  }
};
