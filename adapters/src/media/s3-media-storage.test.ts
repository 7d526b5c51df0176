import { afterAll, describe } from 'vitest';
import { mediaStorageContract } from '@commons/core/media/testing/media-storage.contract';
import { S3MediaStorage } from './s3-media-storage.ts';

/**
 * Runs only against a reachable S3-compatible server (MinIO, Garage, AWS...), named by the same
 * MEDIA_S3_* variables as the application.
 */
const env = process.env;
const storage = env.MEDIA_S3_ENDPOINT
  ? new S3MediaStorage({
      endpoint: env.MEDIA_S3_ENDPOINT,
      bucket: env.MEDIA_S3_BUCKET ?? '',
      region: env.MEDIA_S3_REGION ?? 'us-east-1',
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY ?? '',
    })
  : undefined;
afterAll(() => storage?.close());

describe.skipIf(!storage)(
  storage
    ? 'S3MediaStorage'
    : 'S3MediaStorage (skipped: MEDIA_S3_ENDPOINT is not set, no S3-compatible server)',
  () => {
    mediaStorageContract(`S3 at ${env.MEDIA_S3_ENDPOINT}`, async () => storage!);
  },
);
