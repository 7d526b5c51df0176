import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
