import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import MenuIcon from '@mui/icons-material/Menu';
import ScheduleIcon from '@mui/icons-material/Schedule';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardText } from '../content.ts';
import type { DashboardMemberView } from '../member-view.ts';
import { sidebarId } from './dashboard-sidebar.tsx';

/** The status as an icon with its word for screen readers: active, inactive, else waiting. */
export function StatusIcon({ status, label }: { status: string; label: string }) {
  const props = { titleAccess: `Status: ${label}`, 'data-status': status } as const;
  if (status === 'active') return <CheckCircleIcon {...props} sx={{ color: 'success.main' }} />;
  if (status === 'inactive') return <HighlightOffIcon {...props} sx={{ color: 'error.main' }} />;
  return <ScheduleIcon {...props} sx={{ color: 'secondary.dark' }} />;
}

export function TierBadge({ view }: { view: DashboardMemberView }) {
  const f100 = view.tier === 'f100';
  return (
    <Chip
      label={view.badgeLabel}
      size="small"
      color={f100 ? 'secondary' : 'primary'}
      variant={f100 ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700 }}
      data-testid="tier-badge"
    />
  );
}

export function DashboardHeader({
  view,
  fullName,
  showMenuButton,
  menuOpen,
  onOpenMenu,
  isAdmin = false,
}: {
  view: DashboardMemberView;
  fullName: string;
  showMenuButton: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Admins get a link to their console; members never see it. */
  isAdmin?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {showMenuButton && (
        <IconButton
          aria-label="Open dashboard menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? sidebarId : undefined}
          onClick={onOpenMenu}
          sx={{ mt: 0.25, color: 'primary.main', border: 1, borderColor: 'divider' }}
        >
          <MenuIcon />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', overflowWrap: 'anywhere' }}
        >
          Welcome back, {view.firstName}!
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography color="text.secondary" data-testid="member-name" sx={{ mr: 0.5 }}>
            {fullName}
          </Typography>
          <StatusIcon status={view.status} label={view.statusLabel} />
          <TierBadge view={view} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {dashboardText.subtitle}
        </Typography>
      </Box>
      {isAdmin && (
        <Button
          component={RouterLink}
          to="/admin/dashboard"
          variant="outlined"
          startIcon={<AdminPanelSettingsIcon />}
          sx={{ flexShrink: 0 }}
        >
          Admin
        </Button>
      )}
    </Stack>
  );
}
