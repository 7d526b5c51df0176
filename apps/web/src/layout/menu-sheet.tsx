import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { secondLine, siteName, tagline } from '../content/site.ts';
import { BrandMark } from './brand-mark.tsx';
import type { NavAction } from './nav-actions.ts';

/**
 * The small-screen menu: a right-hand side sheet, 300 px wide (400 px from small screens up), with
 * the top bar's buttons. It traps focus and locks the page's scroll while open (MUI Drawer).
 * Choosing Login or Become a Member closes it; the Dashboard button leaves that to the navigation.
 */
export default function MenuSheet({
  open,
  onClose,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  actions: NavAction[];
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'site-menu',
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Menu',
          sx: { width: { xs: 300, sm: 400 }, maxWidth: '100%', p: 3 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <BrandMark size={36} />
          <Typography component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {siteName}
          </Typography>
        </Stack>
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>
        {actions.map((action) => (
          <Button
            key={action.to}
            component={RouterLink}
            to={action.to}
            variant={action.variant}
            size="large"
            fullWidth
            onClick={action.to === '/dashboard' ? undefined : onClose}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {tagline}. {secondLine}.
      </Typography>
    </Drawer>
  );
}
