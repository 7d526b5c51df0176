import type { CoverRenditions } from '@commons/core/media/cover-image';
import { useMutation } from '@tanstack/react-query';
import { apiRequestFile } from '../../../lib/api.ts';

/** POST /api/admin/media with the image file as the body: its id and stored widths. */
export const uploadCover = (file: File) => apiRequestFile<CoverRenditions>('POST', '/api/admin/media', file);

export function useUploadCover() {
  return useMutation({ mutationFn: uploadCover });
}
