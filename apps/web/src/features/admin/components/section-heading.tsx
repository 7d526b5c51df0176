import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

/** A console list's heading with its one "create" button. */
export function SectionHeading({
  title,
  createLabel,
  onCreate,
}: {
  title: string;
  createLabel: string;
  onCreate: () => void;
}) {
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
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Box>
  );
}
