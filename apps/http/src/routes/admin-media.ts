import { MediaTokens } from '@commons/container';
import { creativeUploadMessages } from '@commons/core/ads/upload-creative-image';
import { mediaMessages } from '@commons/core/media/upload-cover-image';
import { maxUploadBytes } from '@commons/core/media/uploaded-image';
import { sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import { readRawBody } from '../middleware/raw-body.ts';
import type { RouteGroup } from '../router.ts';

/**
 * The console's uploads: a cover image, or a creative's image for an ad slot, sent as the raw body with its `Content-Type` (no multipart:
 * one file per request needs no form parser). The body is read up to the limit and refused past
 * it; what the bytes are is decided by decoding them, in the use case.
 */
export const adminMediaRoutes: RouteGroup = (router, container) => {
  const inDatabase = databaseContext(container);
  const uploadCoverImage = container.resolve(MediaTokens.uploadCoverImage);
  const uploadCreativeImage = container.resolve(MediaTokens.uploadCreativeImage);
  const { requirePermission } = sessionGuards(container);

  router.post('/api/admin/media', inDatabase, noStore, requirePermission('knowledge:draft'), async (ctx) => {
    const bytes = await readRawBody(ctx, { limit: maxUploadBytes, tooLargeMessage: mediaMessages.tooLarge });
    const cover = await uploadCoverImage({ bytes, contentType: ctx.get('Content-Type') });
    ctx.status = 201;
    ctx.body = cover;
  });

  // `?slot=`: the image is made the slot's size, or refused naming both sizes.
  router.post(
    '/api/admin/ads/creative-images',
    inDatabase,
    noStore,
    requirePermission('ads:manage'),
    async (ctx) => {
      const bytes = await readRawBody(ctx, {
        limit: maxUploadBytes,
        tooLargeMessage: creativeUploadMessages.tooLarge,
      });
      ctx.status = 201;
      ctx.body = await uploadCreativeImage(
        { slot: ctx.query.slot },
        { bytes, contentType: ctx.get('Content-Type') },
      );
    },
  );
};
