import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PillLink } from '../components/pill-button.tsx';
import { siteName, tagline } from '../content/site.ts';
import { navBarHeight } from '../theme/theme.ts';
import { BrandMark } from './brand-mark.tsx';
import { useNavActions } from './nav-actions.ts';

const loadMenuSheet = () => import('./menu-sheet.tsx');
const MenuSheet = lazy(loadMenuSheet);
const preloadMenuSheet = () => void loadMenuSheet();

/** A round icon button like MUI's IconButton (edge="end"), without its ButtonBase and ripple. */
const MenuButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 8,
  marginRight: -12,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: theme.palette.primary.main,
  fontSize: theme.typography.pxToRem(24),
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  [theme.breakpoints.up('md')]: { display: 'none' },
}));

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
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
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
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1.5 }}>
          {actions.map((action) => (
            <PillLink key={action.to} to={action.to} variant={action.variant}>
              {action.label}
            </PillLink>
          ))}
        </Box>
        {actions.length > 0 && (
          <MenuButton
            type="button"
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
          >
            <MenuIcon />
          </MenuButton>
        )}
      </Box>
      {sheetRequested && (
        <Suspense fallback={null}>
          <MenuSheet open={menuOpen} onClose={() => setMenuOpen(false)} actions={actions} />
        </Suspense>
      )}
    </Box>
  );
}
