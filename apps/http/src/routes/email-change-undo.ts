import { MemberSettingsTokens } from '@commons/container';
import { emailChangeUndoApiPath, emailChangeUndoPath } from '@commons/core/profile/email-change-links';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';
import { linkToken, toLinkPage } from '../pages/link-page.ts';

/**
 * The call behind the page that the notice of an e-mail change links to (the page's button): it
 * undoes the change with no session, the token being the proof, and every session ends.
 */
export const emailChangeUndoRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const undo = container.resolve(MemberSettingsTokens.undoEmailChange);

  router.get(emailChangeUndoApiPath, toLinkPage(emailChangeUndoPath));

  router.post(emailChangeUndoApiPath, inDatabase, async (ctx) => {
    const member = await undo(linkToken(ctx));
    ctx.body = { email: member.email };
  });
};
