import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Button, Stack } from '@mui/material';
import { adSlotSizes, sizeLabel, type AdSlotId } from '@commons/core/ads/ad-campaign';
import type { CreateAdCampaignInput } from '@commons/core/ads/campaign-schema';
import { uploadedCreativeSize } from '@commons/core/ads/creative-image';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../lib/form.tsx';
import { useUploadCreativeImage } from '../api/upload-creative-image.ts';
import { UploadError } from './upload-error.tsx';

const accepted = 'image/png,image/jpeg,image/webp';

/** What the image field says under itself: how to fill it, or why a link is a risk. */
export function creativeImageHint(imageUrl: string, slot: AdSlotId): string {
  const size = sizeLabel(adSlotSizes[slot]);
  if (imageUrl.trim() === '') return `Upload a ${size} image, or link one`;
  if (uploadedCreativeSize(imageUrl)) return `Uploaded at ${size}`;
  return `Hot-linked: not checked against the slot's ${size} size, and the other site can change or drop it. Upload it instead.`;
}

/**
 * One creative's image: a URL field, and an upload button that makes the file the slot's size (the
 * server refuses a shape that does not fit, naming both sizes). A link typed by hand still works,
 * with a warning under it. An uploaded image is shown small, so staff see which banner is which;
 * a hot-linked one is not fetched into the console.
 */
export function CreativeImageField({
  control,
  index,
  slot,
  label,
  onUploaded,
}: {
  control: Control<CreateAdCampaignInput>;
  index: number;
  slot: AdSlotId;
  label: string;
  onUploaded: (imageUrl: string) => void;
}) {
  const upload = useUploadCreativeImage();
  const imageUrl = useWatch({ control, name: `creatives.${index}.imageUrl` }) ?? '';
  const uploaded = uploadedCreativeSize(imageUrl);
  const hotLinked = imageUrl.trim() !== '' && !uploaded;
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate({ slot, file }, { onSuccess: (uploaded) => onUploaded(uploaded.imageUrl) });
  };
  return (
    <Stack spacing={1} sx={{ gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <FormTextField
          control={control}
          name={`creatives.${index}.imageUrl`}
          label={label}
          required
          placeholder="https://"
          helperText={creativeImageHint(imageUrl, slot)}
          slotProps={{ formHelperText: { sx: hotLinked ? { color: 'warning.dark' } : undefined } }}
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          loading={upload.isPending}
          sx={{ flexShrink: 0, mt: 1 }}
        >
          Upload
          <input
            hidden
            type="file"
            accept={accepted}
            aria-label={`Image file for creative ${index + 1}`}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
      {uploaded && (
        <Box
          component="img"
          src={imageUrl}
          width={uploaded.width}
          height={uploaded.height}
          alt={`Preview of creative ${index + 1}`}
          data-testid="creative-thumbnail"
          sx={{
            width: Math.min(uploaded.width, 240),
            maxWidth: '100%',
            height: 'auto',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {upload.isError && <UploadError error={upload.error} />}
    </Stack>
  );
}
