import { Box, Button, Stack, TextField } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { coverSources } from '../../knowledge/index.ts';
import { useUploadCover } from '../api/upload-cover.ts';
import { UploadError } from './upload-error.tsx';

const accepted = 'image/png,image/jpeg,image/webp';

/**
 * The article's uploaded cover: a file picker (PNG, JPEG or WebP up to 10 MB; the server decodes
 * it to be sure), a thumbnail of what was stored, and the alternative text it requires.
 */
export function CoverField({
  coverImage,
  coverAlt,
  onCoverImage,
  onCoverAlt,
  altError,
}: {
  coverImage: string | null;
  coverAlt: string;
  onCoverImage: (id: string | null) => void;
  onCoverAlt: (alt: string) => void;
  altError?: string;
}) {
  const upload = useUploadCover();
  const thumbnail = coverSources(coverImage);
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (cover) => onCoverImage(cover.id) });
  };
  return (
    <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {thumbnail && (
          <Box
            component="img"
            src={thumbnail.src}
            srcSet={thumbnail.srcSet}
            sizes="200px"
            width={thumbnail.width}
            height={thumbnail.height}
            alt={coverAlt || 'Cover preview'}
            data-testid="cover-thumbnail"
            sx={{ width: 200, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            loading={upload.isPending}
          >
            {thumbnail ? 'Replace cover' : 'Upload cover'}
            <input
              hidden
              type="file"
              accept={accepted}
              aria-label="Cover image file"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {thumbnail && (
            <Button color="inherit" startIcon={<DeleteIcon />} onClick={() => onCoverImage(null)}>
              Remove
            </Button>
          )}
        </Stack>
      </Stack>
      {upload.isError && <UploadError error={upload.error} />}
      {thumbnail && (
        <TextField
          label="Cover alternative text"
          required
          value={coverAlt}
          onChange={(event) => onCoverAlt(event.target.value)}
          error={Boolean(altError)}
          helperText={altError ?? 'What the image shows, for readers who cannot see it'}
          fullWidth
        />
      )}
    </Stack>
  );
}
