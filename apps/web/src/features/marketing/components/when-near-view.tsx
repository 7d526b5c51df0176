import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within `margin` of the view, keeping `minHeight`
 * reserved until then: heavy parts low on the page cost nothing while the page first loads.
 * Without IntersectionObserver it renders them at once.
 */
export function WhenNearView({
  children,
  minHeight,
  margin = '800px',
}: {
  children: ReactNode;
  minHeight: number | Record<string, number>;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
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
  return near ? <>{children}</> : <Box ref={ref} sx={{ minHeight }} />;
}
