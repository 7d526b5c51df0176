import { loginSchema } from '@commons/core/accounts/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Form, FormTextField, useZodForm } from '../../../lib/form.tsx';
import { newsletterCopy } from '../content.ts';

/** The account forms' e-mail rule, whose message is the spec's newsletter message too. */
const newsletterSchema = loginSchema.pick({ email: true });

/**
 * The hub's newsletter box. The spec's Subscribe makes no call: a polite note says so and nothing is
 * sent.
 */
export function NewsletterBox() {
  // Checked on Subscribe only, as the spec's box does: typing never shows or clears the message.
  const form = useZodForm(newsletterSchema, {
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const [acknowledged, setAcknowledged] = useState(false);

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
      <Form form={form} onSubmit={() => setAcknowledged(true)}>
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
      </Form>
    </Box>
  );
}
