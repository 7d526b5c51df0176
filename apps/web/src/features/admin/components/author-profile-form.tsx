import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Avatar, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { authorBioMaxLength, authorProfileSchema, type AuthorProfile } from '@commons/core/authors/author';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { useSubmitWithToast } from '../../../lib/use-submit-with-toast.ts';
import { avatarSource } from '../../knowledge/index.ts';
import { useAuthorProfile, useSaveAuthorProfile } from '../api/author-profile.ts';
import { useUploadCover } from '../api/upload-cover.ts';
import { SectionHeading } from './section-heading.tsx';
import { UploadError } from './upload-error.tsx';

const acceptedImages = 'image/png,image/jpeg,image/webp';

/**
 * The console's "My author profile" (every staff role): the byline name, a short bio and an avatar
 * uploaded like a cover (the media store keeps it). The first save gives the author a page,
 * /knowledge/author/<slug>, which keeps its address when the name changes.
 */
export function AuthorProfileForm() {
  const profile = useAuthorProfile();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeading title="My author profile" />
      {profile.isPending && <CircularProgress aria-label="Loading your profile" />}
      {profile.isError && <Alert severity="error">Your profile could not be loaded.</Alert>}
      {profile.data && <ProfileFields key={profile.data.slug ?? 'new'} profile={profile.data} />}
    </Paper>
  );
}

function ProfileFields({ profile }: { profile: AuthorProfile }) {
  const form = useZodForm(authorProfileSchema, {
    defaultValues: { name: profile.name, bio: profile.bio, avatarUrl: profile.avatarUrl },
  });
  const save = useSaveAuthorProfile();
  const upload = useUploadCover();
  const submit = useSubmitWithToast({
    mutation: save,
    setError: form.setError,
    onSuccess: (saved) => {
      form.reset({ name: saved.name, bio: saved.bio, avatarUrl: saved.avatarUrl });
      return { title: 'Profile saved' };
    },
    failure: {
      title: 'Save Failed',
      fallback: 'Your profile could not be saved.',
      offline: 'Unable to connect to the server. Please try again.',
    },
  });
  const bio = form.watch('bio') ?? '';

  return (
    <Form form={form} onSubmit={submit}>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        <Controller
          name="avatarUrl"
          control={form.control}
          render={({ field }) => (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Avatar
                src={avatarSource(field.value ?? null)}
                alt={field.value ? 'Your avatar' : undefined}
                sx={{ width: 72, height: 72 }}
              />
              <Button
                component="label"
                variant="outlined"
                startIcon={<AddPhotoAlternateIcon />}
                loading={upload.isPending}
              >
                {field.value ? 'Replace avatar' : 'Upload avatar'}
                <input
                  hidden
                  type="file"
                  accept={acceptedImages}
                  aria-label="Avatar image file"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) upload.mutate(file, { onSuccess: (image) => field.onChange(image.id) });
                  }}
                />
              </Button>
              {field.value && (
                <Button color="inherit" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
                  Remove
                </Button>
              )}
            </Stack>
          )}
        />
        {upload.isError && <UploadError error={upload.error} />}
        <FormTextField control={form.control} name="name" label="Display name" required />
        <FormTextField
          control={form.control}
          name="bio"
          label="Short bio"
          multiline
          minRows={3}
          helperText={`${bio.length}/${authorBioMaxLength}: shown under your name on your articles and your page`}
        />
        <Box>
          {profile.slug ? (
            <Typography variant="body2">
              Your author page:{' '}
              <Link component={RouterLink} to={`/knowledge/author/${encodeURIComponent(profile.slug)}`}>
                /knowledge/author/{profile.slug}
              </Link>
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Saving gives you an author page, its address made from your name.
            </Typography>
          )}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending || upload.isPending}>
            Save profile
          </Button>
        </Box>
      </Stack>
    </Form>
  );
}
