import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { useLogout } from '../../auth/api/logout.ts';

// Until the dashboard issue lands: the greeting, the member's name and Logout; nothing invented.
export default function DashboardPage() {
  const member = useStoredMember();
  const navigate = useNavigate();
  const logout = useLogout();
  // Logging out empties the stored member too: that must not redirect to /login on the way to /.
  const [leaving, setLeaving] = useState(false);
  if (!member) return leaving ? null : <Navigate to="/login" replace />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Welcome back, {member.firstName}!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }} data-testid="member-name">
          {member.firstName} {member.lastName}
        </Typography>
        <Button
          variant="outlined"
          disabled={logout.isPending}
          onClick={() => {
            // The stored member goes when the call settles, whether or not the server answers.
            setLeaving(true);
            logout.mutate();
            void navigate('/');
          }}
        >
          Logout
        </Button>
      </Paper>
    </Container>
  );
}
