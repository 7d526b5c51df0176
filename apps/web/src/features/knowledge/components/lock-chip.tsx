import Box from '@mui/material/Box';
import LockIcon from '@mui/icons-material/Lock';
import type { ArticleAccess } from '@commons/core/knowledge/article-access';
import { VisuallyHidden } from '../../../layout/visually-hidden.tsx';
import { unlockLabel } from '../lib/access.ts';

/** The lock of a members-only article and who it opens to ("Paid members", "Leader and Catalyst"). */
export function LockChip({ access }: { access: ArticleAccess }) {
  return (
    <Box
      component="span"
      data-testid="lock-chip"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '0.78rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
      }}
    >
      <LockIcon sx={{ fontSize: '0.9rem' }} aria-hidden />
      <VisuallyHidden>Members-only: </VisuallyHidden>
      {unlockLabel(access)}
    </Box>
  );
}
