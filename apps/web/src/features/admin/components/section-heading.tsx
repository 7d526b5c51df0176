import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';

/** A console list's heading with its one "create" button, or another action. */
export function SectionHeading({
  title,
  ...action
}: { title: string } & ({ createLabel: string; onCreate: () => void } | { action?: ReactNode })) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 2.5,
      }}
    >
      <Typography variant="h6" component="h2" sx={{ color: 'primary.main' }}>
        {title}
      </Typography>
      {'createLabel' in action ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={action.onCreate}>
          {action.createLabel}
        </Button>
      ) : (
        action.action
      )}
    </Box>
  );
}
