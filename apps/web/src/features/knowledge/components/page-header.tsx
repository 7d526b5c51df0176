import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The quiet band that opens the hub: eyebrow, the page's h1 and an intro. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'radial-gradient(ellipse at 100% 0%, rgba(18,116,117,0.08), transparent 55%)',
      }}
    >
      <Container sx={{ py: { xs: 6, md: 9 } }}>
        <Typography component="p" variant="overline" sx={{ color: 'accent.dark' }}>
          {eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ color: 'primary.main', mt: 1 }}>
          {heading}
        </Typography>
        <Typography
          variant="subtitle1"
          sx={{ mt: 2, maxWidth: 720, color: 'text.secondary', fontSize: '1.1rem' }}
        >
          {intro}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
