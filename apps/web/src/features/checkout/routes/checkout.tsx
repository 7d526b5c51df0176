import { Container, Typography } from '@mui/material';

// Placeholder until this page's issue lands: the shell only, no invented content.
export default function CheckoutPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1">
        checkout
      </Typography>
    </Container>
  );
}
