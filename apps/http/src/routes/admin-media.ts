import { MediaTokens } from '@commons/container';
import { maxUploadBytes, mediaMessages } from '@commons/core/media/upload-cover-image';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import { readRawBody } from '../middleware/raw-body.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The console's uploads: a cover image sent as the raw body with its `Content-Type` (no multipart:
 * one file per request needs no form parser). The body is read up to the limit and refused past
 * it; what the bytes are is decided by decoding them, in the use case.
 */
export const adminMediaRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const uploadCoverImage = container.resolve(MediaTokens.uploadCoverImage);
  const { requirePermission } = sessionGuards(container);

  router.post('/api/admin/media', inDatabase, noStore, requirePermission('knowledge:draft'), async (ctx) => {
    const bytes = await readRawBody(ctx, { limit: maxUploadBytes, tooLargeMessage: mediaMessages.tooLarge });
    const cover = await uploadCoverImage({ bytes, contentType: ctx.get('Content-Type') });
    ctx.status = 201;
    ctx.body = cover;
  });
};
