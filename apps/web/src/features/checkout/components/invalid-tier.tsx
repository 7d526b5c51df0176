import { Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { checkoutCopy } from '../content.ts';

/** Spec section 2: a missing or unknown tier. */
export function InvalidTier() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {checkoutCopy.invalidTier.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {checkoutCopy.invalidTier.description}
          </Typography>
          <Button component={RouterLink} to="/membership" variant="contained" size="large">
            {checkoutCopy.invalidTier.back}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
