import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useRef, useState, type MouseEvent, type ReactElement } from 'react';
import { testModeBannerHeightVariable } from '../../../layout/test-mode-banner.tsx';
import { navBarHeight } from '../../../theme/theme.ts';
import { dashboardSections, sidebarLayout, type DashboardSectionId } from '../content.ts';
import type { SidebarState } from '../hooks/use-sidebar-state.ts';
import { SectionIcon } from './section-icon.tsx';

export const sidebarId = 'dashboard-sidebar';
const shortcutHint = 'Ctrl+B / ⌘B';

interface SidebarProps {
  state: SidebarState;
  active: DashboardSectionId;
  onSelect: (section: DashboardSectionId) => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The links and Logout; `iconOnly` shows icons with their labels as tooltips. */
function SidebarLinks({
  iconOnly,
  active,
  onSelect,
  onLogout,
  loggingOut,
}: Omit<SidebarProps, 'state'> & { iconOnly: boolean }) {
  const item = {
    minHeight: 44,
    borderRadius: 1.5,
    px: iconOnly ? 0 : 1.5,
    justifyContent: iconOnly ? 'center' : 'flex-start',
    '&.Mui-selected': { bgcolor: 'accent.light', color: 'accent.dark', fontWeight: 700 },
    '&.Mui-selected:hover': { bgcolor: 'accent.light' },
  } as const;
  const icon = { minWidth: 0, mr: iconOnly ? 0 : 1.5, color: 'inherit' } as const;
  const label = (text: string) =>
    iconOnly ? null : (
      <ListItemText primary={text} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
    );
  const withTooltip = (text: string, element: ReactElement) =>
    iconOnly ? (
      <Tooltip title={text} placement="right" enterDelay={700} enterNextDelay={300}>
        {element}
      </Tooltip>
    ) : (
      element
    );

  return (
    <Stack sx={{ flex: 1, minHeight: 0, justifyContent: 'space-between', p: iconOnly ? 0.5 : 1.5 }}>
      <List component="div" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {dashboardSections.map((section) => (
          <Fragment key={section.id}>
            {withTooltip(
              section.label,
              <ListItemButton
                component="a"
                href={`#${section.id}`}
                selected={active === section.id}
                aria-current={active === section.id ? 'location' : undefined}
                aria-label={iconOnly ? section.label : undefined}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onSelect(section.id);
                }}
                sx={{ ...item, color: 'text.primary', fontWeight: 500 }}
              >
                <ListItemIcon sx={icon}>
                  <SectionIcon section={section.id} fontSize="small" />
                </ListItemIcon>
                {label(section.label)}
              </ListItemButton>,
            )}
          </Fragment>
        ))}
      </List>
      <Box>
        <Divider sx={{ my: 1 }} />
        {withTooltip(
          'Logout',
          <ListItemButton
            component="button"
            onClick={onLogout}
            disabled={loggingOut}
            aria-label={iconOnly ? 'Logout' : undefined}
            sx={{ ...item, width: '100%', color: 'error.dark', fontWeight: 600 }}
          >
            <ListItemIcon sx={icon}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {label('Logout')}
          </ListItemButton>,
        )}
      </Box>
    </Stack>
  );
}

/**
 * The dashboard's sidebar: from 768 px a sticky column of 16rem, or 3rem with icons only (ctrl+b
 * or cmd+b, or its own button); below 768 px a drawer of 18rem opened by the mobile menu button.
 */
export function DashboardSidebar({ state, active, onSelect, onLogout, loggingOut }: SidebarProps) {
  const { width, iconOnlyWidth, mobileWidth } = sidebarLayout;
  const iconOnly = !state.expanded;
  // A link chosen in the drawer scrolls once the drawer has closed and given the page back its
  // scrolling; focus then goes to the section rather than back to the menu button.
  const pendingSection = useRef<DashboardSectionId | null>(null);
  const [restoreFocus, setRestoreFocus] = useState(true);

  if (state.isMobile) {
    return (
      <Drawer
        anchor="left"
        open={state.mobileOpen}
        onClose={() => {
          setRestoreFocus(true);
          state.setMobileOpen(false);
        }}
        disableRestoreFocus={!restoreFocus}
        slotProps={{
          paper: {
            id: sidebarId,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Dashboard menu',
            sx: { width: mobileWidth, maxWidth: '85vw', display: 'flex', flexDirection: 'column' },
          },
          transition: {
            onExited: () => {
              const section = pendingSection.current;
              pendingSection.current = null;
              if (section) onSelect(section);
            },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            Member Dashboard
          </Typography>
          <IconButton aria-label="Close menu" edge="end" onClick={() => state.setMobileOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box
          component="nav"
          aria-label="Dashboard"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}
        >
          <SidebarLinks
            iconOnly={false}
            active={active}
            onSelect={(section) => {
              pendingSection.current = section;
              setRestoreFocus(false);
              state.setMobileOpen(false);
            }}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Box>
      </Drawer>
    );
  }

  return (
    <Box
      component="nav"
      id={sidebarId}
      aria-label="Dashboard"
      data-state={iconOnly ? 'collapsed' : 'expanded'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        flexShrink: 0,
        width: iconOnly ? iconOnlyWidth : width,
        position: 'sticky',
        top: { xs: navBarHeight.xs, md: navBarHeight.md },
        // It ends above the test-mode banner, which would otherwise cover Logout.
        height: {
          xs: `calc(100vh - ${navBarHeight.xs}px - var(${testModeBannerHeightVariable}, 0px))`,
          md: `calc(100vh - ${navBarHeight.md}px - var(${testModeBannerHeightVariable}, 0px))`,
        },
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: iconOnly ? 'center' : 'space-between',
          px: iconOnly ? 0 : 2,
          minHeight: 56,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {!iconOnly && (
          <Typography component="p" variant="overline" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            Member Dashboard
          </Typography>
        )}
        <Tooltip
          title={`${iconOnly ? 'Expand' : 'Collapse'} sidebar (${shortcutHint})`}
          placement="right"
          enterDelay={700}
        >
          <IconButton
            size="small"
            aria-label={iconOnly ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-controls={sidebarId}
            aria-expanded={!iconOnly}
            onClick={state.toggle}
          >
            {iconOnly ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Tooltip>
      </Stack>
      <SidebarLinks
        iconOnly={iconOnly}
        active={active}
        onSelect={onSelect}
        onLogout={onLogout}
        loggingOut={loggingOut}
      />
    </Box>
  );
}
