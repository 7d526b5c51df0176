import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { sidebarLayout } from '../content.ts';

const { cookieName, cookieMaxAgeSeconds, mobileBreakpointPx, shortcutKey } = sidebarLayout;

/** Below 768 px the sidebar is a drawer (spec section 9). */
export const mobileMediaQuery = `(max-width:${mobileBreakpointPx - 0.02}px)`;

/** The remembered choice: true (expanded), false (icon-only), or null when none was made. */
export function readSidebarCookie(cookies: string = document.cookie): boolean | null {
  const entry = cookies.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  if (!entry) return null;
  const value = entry.slice(cookieName.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

function writeSidebarCookie(expanded: boolean): void {
  document.cookie = `${cookieName}=${expanded}; path=/; max-age=${cookieMaxAgeSeconds}; SameSite=Lax`;
}

export interface SidebarState {
  isMobile: boolean;
  /** Wide screens: the sidebar shows labels (16rem) or only icons (3rem). */
  expanded: boolean;
  /** Small screens: the drawer is open. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  toggle: () => void;
}

/**
 * The dashboard sidebar's state: expanded or icon-only on wide screens (remembered in a cookie for
 * 7 days), a drawer on small screens; ctrl+b or cmd+b toggles whichever applies.
 */
export function useSidebarState(): SidebarState {
  const isMobile = useMediaQuery(mobileMediaQuery, { noSsr: true });
  const [expanded, setExpanded] = useState(() => readSidebarCookie() ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    writeSidebarCookie(!expanded);
    setExpanded(!expanded);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== shortcutKey || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // The browser's own ctrl+b (bookmarks, bold) gives way on this page.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The drawer only exists on small screens: widening the window closes it.
  return { isMobile, expanded, mobileOpen: isMobile && mobileOpen, setMobileOpen, toggle };
}
