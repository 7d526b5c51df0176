import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { usePaymentsSimulated } from '../lib/site-settings.ts';

/**
 * On every page while the local payment simulator takes the payments, so nobody mistakes a test
 * deployment for the real one. Production never simulates, so it never shows there. It floats at
 * the bottom and lets clicks through: arriving after the page has rendered, it must not shift the
 * layout (carousels measure it) nor cover a control. It stays under dialogs, drawers and toasts: on a
 * phone a full-screen dialog's buttons sit where it floats.
 *
 * Its height is `--test-mode-banner-height` on the root while it shows: what fills the view's
 * height (the dashboard's sticky sidebar, with Logout at its foot) stops above it, and the page's
 * end gets as much room below, so the banner covers nothing.
 */
const bannerHeight = 32;

/** The banner's height while it shows; 0px (unset) otherwise. Read it as `var(--…, 0px)`. */
export const testModeBannerHeightVariable = '--test-mode-banner-height';

export function TestModeBanner() {
  if (!usePaymentsSimulated()) return null;
  return (
    <>
      <GlobalStyles
        styles={{
          ':root': { [testModeBannerHeightVariable]: `${bannerHeight}px` },
          body: { paddingBottom: `var(${testModeBannerHeightVariable})` },
        }}
      />
      <Box
        role="note"
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 'appBar',
          pointerEvents: 'none',
          boxSizing: 'border-box',
          height: bannerHeight,
          lineHeight: `${bannerHeight - 9}px`,
          bgcolor: '#fff4d6',
          color: '#4a3200',
          borderTop: '1px solid #e0a526',
          textAlign: 'center',
          py: 0.5,
          px: 2,
          fontSize: '0.875rem',
          fontWeight: 600,
        }}
      >
        Test mode: payments are simulated
      </Box>
    </>
  );
}
