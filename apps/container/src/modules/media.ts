import { ContainerModule } from 'inversify';
import { uploadCreativeImage } from '@commons/core/ads/upload-creative-image';
import type { ImageProcessor } from '@commons/core/media/image-processor';
import type { MediaStorage } from '@commons/core/media/media-storage';
import { readMedia } from '@commons/core/media/read-media';
import { uploadCoverImage } from '@commons/core/media/upload-cover-image';
import { FileSystemMediaStorage } from '@commons/adapters/media/file-system-media-storage';
import { S3MediaStorage } from '@commons/adapters/media/s3-media-storage';
import { SharpImageProcessor } from '@commons/adapters/media/sharp-image-processor';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** Uploaded files (article covers, ad creatives) and their processing. */
export const MediaTokens = {
  MediaStorage: token<MediaStorage>('MediaStorage'),
  ImageProcessor: token<ImageProcessor>('ImageProcessor'),
  uploadCoverImage: useCaseToken(uploadCoverImage),
  uploadCreativeImage: useCaseToken(uploadCreativeImage),
  readMedia: useCaseToken(readMedia),
};

export const mediaModule = new ContainerModule(({ bind }) => {
  const M = MediaTokens;
  bindFactory(bind, M.MediaStorage, { config: I.Config }, ({ config }) =>
    config.media.kind === 's3'
      ? new S3MediaStorage(config.media)
      : new FileSystemMediaStorage(config.media.dir),
  );
  bindFactory(bind, M.ImageProcessor, {}, () => new SharpImageProcessor());
  bindUseCase(bind, M.uploadCoverImage, uploadCoverImage, {
    media: M.MediaStorage,
    images: M.ImageProcessor,
  });
  bindUseCase(bind, M.uploadCreativeImage, uploadCreativeImage, {
    media: M.MediaStorage,
    images: M.ImageProcessor,
  });
  bindUseCase(bind, M.readMedia, readMedia, { media: M.MediaStorage });
});
