import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { newsletterCopy } from '../content.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The hub's newsletter box. The spec's Subscribe makes no call: a polite note says so and nothing is
 * sent.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailPattern.test(email.trim())) {
      setError(newsletterCopy.invalidEmail);
      return;
    }
    setError(null);
    setAcknowledged(true);
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
            sx={{ minWidth: 132, height: 56, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {newsletterCopy.submit}
          </Button>
        </Box>
        <Box role="status" sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
          {acknowledged && (
            <Typography variant="body2">
              <strong>{newsletterCopy.comingSoonTitle}.</strong> {newsletterCopy.comingSoonText}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
