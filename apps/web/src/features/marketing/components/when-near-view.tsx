import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * Renders its children once their place comes within `margin` of the view, keeping `minHeight`
 * reserved until then: heavy parts low on the page cost nothing while the page first loads.
 * The server and the hydrating render show the reserved space (what it holds may differ per page
 * load); without IntersectionObserver the children render right after.
 */
export function WhenNearView({
  children,
  minHeight,
  margin = '800px',
  withoutScripts,
}: {
  children: ReactNode;
  minHeight: number | Record<string, number>;
  margin?: string;
  /** What the reserved space shows a visitor whose browser runs no scripts (in a <noscript>). */
  withoutScripts?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const withoutObserver = useHydrated() && typeof IntersectionObserver === 'undefined';
  return near || withoutObserver ? (
    <>{children}</>
  ) : (
    <Box ref={ref} sx={{ minHeight }}>
      {withoutScripts && <noscript>{withoutScripts}</noscript>}
    </Box>
  );
}
