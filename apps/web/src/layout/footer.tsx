import { Box, Container, Typography } from '@mui/material';

export function Footer() {
  return (
    <Box
      component="footer"
      id="contact"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 6 }}
    >
      <Container>
        <Typography variant="body2">© 2025 Innovation Commons. All rights reserved.</Typography>
      </Container>
    </Box>
  );
}
