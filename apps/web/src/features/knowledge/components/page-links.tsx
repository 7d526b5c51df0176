import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { pagePath, type Paged } from '../../../lib/pagination.ts';

/**
 * Previous and next links of a paged list: plain `<a href>`, so crawlers follow them to every
 * article; nothing when all fits on one page.
 */
export function PageLinks({ path, paged }: { path: string; paged: Paged<unknown> }) {
  const { page, pageCount } = paged;
  if (pageCount === 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ mt: 5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      {page > 1 ? (
        <Button component={RouterLink} to={pagePath(path, page - 1)} rel="prev" variant="outlined">
          Previous page
        </Button>
      ) : (
        <span />
      )}
      <Typography sx={{ color: 'text.secondary' }}>
        Page {page} of {pageCount}
      </Typography>
      {page < pageCount ? (
        <Button component={RouterLink} to={pagePath(path, page + 1)} rel="next" variant="outlined">
          Next page
        </Button>
      ) : (
        <span />
      )}
    </Box>
  );
}
