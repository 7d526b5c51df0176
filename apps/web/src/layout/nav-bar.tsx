import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { siteName, tagline } from '../content/site.ts';
import { navBarHeight } from '../theme/theme.ts';
import { BrandMark } from './brand-mark.tsx';
import { useNavActions } from './nav-actions.ts';

const loadMenuSheet = () => import('./menu-sheet.tsx');
const MenuSheet = lazy(loadMenuSheet);
const preloadMenuSheet = () => void loadMenuSheet();

function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
      }}
    >
      <BrandMark size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 800,
            fontSize: { xs: '1.05rem', md: '1.2rem' },
            lineHeight: 1.2,
            color: 'primary.main',
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
          }}
        >
          {siteName}
        </Typography>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: { xs: '0.72rem', md: '0.8rem' },
            lineHeight: 1.3,
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {tagline}
        </Typography>
      </Box>
    </Box>
  );
}

export function NavBar() {
  const actions = useNavActions();
  const { pathname } = useLocation();
  // The sheet belongs to the page it was opened on: any navigation (the Dashboard button too)
  // leaves it closed on the new page.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  // The sheet's code loads the first time it is wanted (or hinted at by a pointer or focus).
  const [sheetRequested, setSheetRequested] = useState(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{
          gap: 2,
          minHeight: { xs: navBarHeight.xs, md: navBarHeight.md },
          px: { xs: 2, sm: 3, lg: 4 },
          maxWidth: 1280,
          width: '100%',
          mx: 'auto',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
          <Brand />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
          {actions.map((action) => (
            <Button key={action.to} component={RouterLink} to={action.to} variant={action.variant}>
              {action.label}
            </Button>
          ))}
        </Stack>
        {actions.length > 0 && (
          <IconButton
            edge="end"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'site-menu' : undefined}
            onPointerEnter={preloadMenuSheet}
            onFocus={preloadMenuSheet}
            onClick={() => {
              setSheetRequested(true);
              setMenuOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'primary.main' }}
          >
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {sheetRequested && (
        <Suspense fallback={null}>
          <MenuSheet open={menuOpen} onClose={() => setMenuOpen(false)} actions={actions} />
        </Suspense>
      )}
    </AppBar>
  );
}
