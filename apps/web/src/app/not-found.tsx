import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography variant="overline" color="secondary.dark" fontWeight={700}>
        404
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Box
        component="code"
        sx={{
          display: 'inline-block',
          px: 2,
          py: 1,
          mb: 4,
          borderRadius: 1,
          bgcolor: 'grey.100',
          fontSize: 14,
        }}
      >
        No route matches <strong>{pathname}</strong>. Did you forget to add it to the router?
      </Box>
      <Box>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </Box>
    </Container>
  );
}
