import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { AfterHydration } from './after-hydration.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

export function SiteLayout() {
  useScrollOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AfterHydration />
      <SkipLink />
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
