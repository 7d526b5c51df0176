import { Alert } from '@mui/material';
import { ApiError } from '../../../lib/api.ts';

/** Why an image upload failed: the server's words (wrong type, too large) when it gave some. */
export function UploadError({ error }: { error: unknown }) {
  return (
    <Alert severity="error">
      {error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Upload failed'}
    </Alert>
  );
}
