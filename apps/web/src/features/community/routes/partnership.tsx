import { Container, Typography } from '@mui/material';

// Placeholder until this page's issue lands: the shell only, no invented content.
export default function PartnershipPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        partnership
      </Typography>
    </Container>
  );
}
