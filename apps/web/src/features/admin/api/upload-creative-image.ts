import type { AdSlotId } from '@commons/core/ads/ad-campaign';
import type { UploadedCreativeImage } from '@commons/core/ads/upload-creative-image';
import { useMutation } from '@tanstack/react-query';
import { apiRequestFile } from '../../../lib/api.ts';

/** POST /api/admin/ads/creative-images?slot with the image as the body: its site path at the slot's size. */
export const uploadCreativeImage = ({ slot, file }: { slot: AdSlotId; file: File }) =>
  apiRequestFile<UploadedCreativeImage>(
    'POST',
    `/api/admin/ads/creative-images?slot=${encodeURIComponent(slot)}`,
    file,
  );

export function useUploadCreativeImage() {
  return useMutation({ mutationFn: uploadCreativeImage });
}
