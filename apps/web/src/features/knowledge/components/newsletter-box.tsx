import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { newsletterSignupSchema } from '@commons/core/newsletter/schemas';
import { ApiError } from '../../../lib/api.ts';
import { useSubscribeToNewsletter } from '../api/subscribe-newsletter.ts';
import { newsletterCopy } from '../content.ts';

/**
 * The hub's newsletter box: double opt-in. Subscribe posts the address; the server mails a
 * confirmation link and answers the same for every address, which the box shows.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscription = useSubscribeToNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newsletterSignupSchema.safeParse({ email });
    if (!parsed.success) {
      setError(newsletterCopy.invalidEmail);
      return;
    }
    setError(null);
    subscription.mutate(
      { email },
      {
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.serverMessage
              ? failure.serverMessage
              : newsletterCopy.failed,
          ),
      },
    );
  };

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
      <Box component="form" noValidate onSubmit={submit}>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'flex-start',
          }}
        >
          <TextField
            type="email"
            variant="filled"
            label={newsletterCopy.emailLabel}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
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
      </Box>
    </Box>
  );
}
