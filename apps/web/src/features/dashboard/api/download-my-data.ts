import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** GET /api/me/export: the JSON file of everything the site holds about the member. */
export async function downloadMyData(): Promise<DownloadedFile> {
  const response = await fetch('/api/me/export', { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'my-data.json';
  return { blob: await response.blob(), filename };
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData, onSuccess: saveFile });
}
