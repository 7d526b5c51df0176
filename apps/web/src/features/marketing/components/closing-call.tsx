import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { closingCall } from '../../../content/landing.ts';

export function ClosingCall() {
  return (
    <Box component="section" aria-labelledby="closing-heading" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container>
        <Box
          className="on-dark"
          sx={{
            borderRadius: 4,
            px: { xs: 3, sm: 5, md: 10 },
            py: { xs: 6, md: 9 },
            textAlign: 'center',
            color: 'common.white',
            bgcolor: 'accent.dark',
            backgroundImage:
              'radial-gradient(ellipse at 0% 100%, rgba(224,165,38,0.25), transparent 50%), linear-gradient(135deg, #0f5f60, #0b2545)',
          }}
        >
          <Typography
            id="closing-heading"
            variant="h2"
            sx={{ color: 'common.white', maxWidth: 760, mx: 'auto' }}
          >
            {closingCall.heading}
          </Typography>
          <Typography
            sx={{ mt: 2, color: 'rgba(255,255,255,0.85)', maxWidth: 620, mx: 'auto', fontSize: '1.1rem' }}
          >
            {closingCall.text}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 4, justifyContent: 'center', alignItems: 'center' }}
          >
            {closingCall.actions.map((action) => (
              <Button
                key={action.to}
                component={RouterLink}
                to={action.to}
                size="large"
                variant={action.variant}
                color={action.variant === 'contained' ? 'secondary' : 'inherit'}
                sx={{
                  width: { xs: '100%', sm: 'auto' },
                  ...(action.variant === 'outlined' && {
                    borderColor: 'rgba(255,255,255,0.55)',
                    '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' },
                  }),
                }}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
