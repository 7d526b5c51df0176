import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One of the overview's four figures: a label, a value and a short note. */
export function StatCard({
  label,
  value,
  note,
  icon,
  testId,
}: {
  label: string;
  value: ReactNode;
  note: string;
  icon: ReactNode;
  testId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }} data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Box aria-hidden sx={{ color: 'accent.main', display: 'flex' }}>
          {icon}
        </Box>
      </Stack>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, fontWeight: 800, mt: 1, lineHeight: 1.2 }}
      >
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {note}
      </Typography>
    </Paper>
  );
}
