import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { ToastProvider } from '../lib/toast.tsx';
import { theme } from '../theme/theme.ts';

/**
 * The providers around the router, the same on the server and in the browser. The theme has no CSS
 * variables, so the system's ThemeProvider is what Material's would render; importing it directly
 * keeps Material's CSS-variables provider (about 3 KB gzip) out of the first JavaScript. The query
 * client is not among them: the server puts the request's around the app, the browser gives its own
 * to each part that reads queries as that part's code loads (lazy-query-client.ts), so the query
 * library is not part of the first JavaScript either.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
