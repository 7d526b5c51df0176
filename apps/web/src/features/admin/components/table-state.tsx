import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What an admin table shows while its list loads, when it failed, and when nothing is there to
 * list; the table itself otherwise.
 */
export function TableState({
  pending,
  failed,
  empty,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  if (failed) return <Alert severity="error">{failedText}</Alert>;
  if (empty)
    return (
      <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return children;
}
