import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { data, Link as RouterLink, useLocation } from 'react-router-dom';
import type { PageMeta } from '../lib/page-meta.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const title = 'Page Not Found';
const explanation = 'The page you are looking for does not exist or has moved.';

/** Any path the route table does not know answers HTTP 404 (on the server too). */
export const loader = () => data(null, { status: 404 });

export const notFoundMeta: PageMeta = { title, description: explanation, noindex: true };
export const meta = () => notFoundMeta;

/**
 * Any path the route table does not know: 'Page Not Found' with a developer-style hint. Pages that
 * find nothing behind a known route (an unknown article) pass their own hint.
 */
export default function NotFoundPage({ hint }: { hint?: ReactNode }) {
  const { pathname } = useLocation();
  useDocumentTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography
        component="p"
        aria-hidden="true"
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: { xs: '5rem', md: '7rem' },
          lineHeight: 1,
          // The darker gold: the theme's gold on the page background is only 2:1.
          color: 'secondary.dark',
        }}
      >
        404
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mt: 2, color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 2, mb: 3, color: 'text.secondary' }}>{explanation}</Typography>
      <Box
        component="code"
        sx={{
          display: 'inline-block',
          maxWidth: '100%',
          px: 2,
          py: 1.25,
          mb: 4,
          borderRadius: 1,
          bgcolor: '#eef1f5',
          color: '#1d2939',
          fontSize: 14,
          overflowWrap: 'anywhere',
          textAlign: 'left',
        }}
      >
        {hint ?? (
          <>
            No route matches <strong>{pathname}</strong>. Did you forget to add it to the router?
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
        <Button component={RouterLink} to="/knowledge" variant="outlined">
          Explore the Knowledge Hub
        </Button>
      </Box>
    </Container>
  );
}
