import { MemberSettingsTokens } from '@commons/container';
import { emailChangeUndoPath } from '@commons/core/profile/email-change-links';
import { isDomainError } from '@commons/core/shared/domain-error';
import type { Context } from 'koa';
import { statusByErrorCode } from '../error-status.ts';
import { databaseContext } from '../middleware/database-context.ts';
import type { RouteGroup } from '../router.ts';
import { linkToken, sendLinkPage, type LinkPage } from '../pages/link-page.ts';

/**
 * The link in the notice an e-mail change sends to the old address. Its GET only shows a page
 * whose button POSTs (a mail scanner that opens the link changes nothing); the POST undoes the
 * change, with no session: the token is the proof, and every session ends.
 */
export const emailChangeUndoRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const undo = container.resolve(MemberSettingsTokens.undoEmailChange);
  const { siteName } = container.config;
  const sendPage = (
    ctx: Pick<Context, 'status' | 'type' | 'body' | 'set'>,
    status: number,
    page: Omit<LinkPage, 'siteName' | 'back'>,
  ) => sendLinkPage(ctx, status, { siteName, back: { href: '/login', label: 'Go to sign in' }, ...page });

  router.get(emailChangeUndoPath, (ctx) => {
    sendPage(ctx, 200, {
      heading: 'Undo the e-mail change?',
      message:
        'Your account comes back to the address this link was sent to, and every session of the account ends.',
      postTo: `${emailChangeUndoPath}?token=${encodeURIComponent(linkToken(ctx))}`,
      buttonLabel: 'Undo the change',
    });
  });

  router.post(emailChangeUndoPath, inDatabase, async (ctx) => {
    try {
      const member = await undo(linkToken(ctx));
      sendPage(ctx, 200, {
        heading: 'Change undone',
        message: `Your account uses ${member.email} again and every session has ended. Sign in; if you did not make the change, choose a new password.`,
      });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      sendPage(ctx, statusByErrorCode[error.code], { heading: 'Change not undone', message: error.message });
    }
  });
};
