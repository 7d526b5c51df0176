import { Chip, type ChipProps } from '@mui/material';
import { capitalize } from '../../../lib/labels.ts';

const colors: Record<string, ChipProps['color']> = {
  active: 'success',
  paid: 'success',
  pending: 'warning',
  paused: 'warning',
  unpaid: 'default',
  refunded: 'info',
  inactive: 'default',
  unverified: 'default',
  scheduled: 'warning',
  ended: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
  confirmed: 'success',
  bounced: 'error',
  unsubscribed: 'default',
};

/** A small coloured label for a membership, payment, campaign, send or subscriber status. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={capitalize(status)}
      color={colors[status] ?? 'default'}
      sx={{ fontWeight: 600 }}
    />
  );
}
