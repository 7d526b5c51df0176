import { AppBar, Button, Stack, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useStoredMember } from '../lib/stored-member.ts';

export function NavBar() {
  const member = useStoredMember();
  const { pathname } = useLocation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'primary.main', textDecoration: 'none', flex: 1 }}
        >
          Innovation Commons
        </Typography>
        <Stack direction="row" spacing={1}>
          {member ? (
            pathname !== '/dashboard' && (
              <Button component={RouterLink} to="/dashboard" variant="contained">
                Dashboard
              </Button>
            )
          ) : (
            <>
              <Button component={RouterLink} to="/login">
                Login
              </Button>
              <Button component={RouterLink} to="/membership" variant="contained">
                Become a Member
              </Button>
            </>
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
