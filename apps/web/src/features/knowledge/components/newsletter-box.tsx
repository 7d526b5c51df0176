import { newsletterSignupSchema } from '@commons/core/newsletter/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api.ts';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { useSubscribeToNewsletter } from '../api/subscribe-newsletter.ts';
import { newsletterCopy } from '../content.ts';

/**
 * The hub's newsletter box: double opt-in. Subscribe posts the address; the server mails a
 * confirmation link and answers the same for every address, which the box shows.
 */
export function NewsletterBox() {
  // Checked on Subscribe only, as the spec's box does: typing never shows or clears the message.
  const form = useZodForm(newsletterSignupSchema, {
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const subscription = useSubscribeToNewsletter();

  const submit = (signup: { email: string }) =>
    subscription.mutate(signup, {
      onError: (failure) =>
        form.setError('email', {
          type: 'server',
          message:
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : newsletterCopy.failed,
        }),
    });

  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      className="on-dark"
      sx={{
        borderRadius: 3,
        p: { xs: 3, md: 5 },
        bgcolor: 'primary.main',
        color: 'common.white',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography id="newsletter-heading" variant="h4" component="h2" sx={{ color: 'common.white' }}>
          {newsletterCopy.heading}
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.8)' }}>{newsletterCopy.text}</Typography>
      </Box>
      <Form form={form} onSubmit={submit}>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'flex-start',
          }}
        >
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            variant="filled"
            label={newsletterCopy.emailLabel}
            helperText=" "
            autoComplete="email"
            fullWidth
            sx={{
              '& .MuiFilledInput-root': {
                bgcolor: 'common.white',
                borderRadius: 1,
                '&:hover, &.Mui-focused': { bgcolor: 'common.white' },
              },
              '& .MuiFormHelperText-root': { color: 'secondary.light', mx: 0 },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={subscription.isPending}
            sx={{ minWidth: 132, height: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {newsletterCopy.submit}
          </Button>
        </Box>
        <Box role="status" sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
          {subscription.isSuccess && (
            <Typography variant="body2">
              <strong>{newsletterCopy.checkInboxTitle}.</strong> {subscription.data.message}
            </Typography>
          )}
        </Box>
      </Form>
    </Box>
  );
}
