import { Box, LinearProgress, Typography } from '@mui/material';
import type { AdminSend } from '../api/article-sends.ts';
import { StatusChip } from './status-chip.tsx';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A send's state and counts: "Sending: 40 of 120 sent", with a bar while it runs. */
export function SendProgress({ send }: { send: AdminSend }) {
  const done = send.sent + send.failed;
  const percent = send.recipients > 0 ? Math.round((done / send.recipients) * 100) : 0;
  return (
    <Box data-testid="send-progress" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={send.status} />
        <Typography variant="body2">
          {send.status === 'scheduled'
            ? `Scheduled for ${when(send.scheduledAt)} to ${send.recipients} recipients`
            : `${send.sent} of ${send.recipients} sent${send.failed ? `, ${send.failed} failed` : ''}`}
        </Typography>
      </Box>
      {send.status === 'sending' && (
        <LinearProgress variant="determinate" value={percent} aria-label="Send progress" />
      )}
    </Box>
  );
}
