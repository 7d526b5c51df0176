import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

/**
 * A landing section that fades in once, the first time it enters the view (spec section 2). The
 * server's HTML shows it (its text must not wait for JavaScript), and so does the hydrating render;
 * after that a section still below the view is hidden, without a transition, until it enters the
 * view. Without IntersectionObserver (old browsers, tests) it simply stays shown; with reduced
 * motion the global style makes the fade instant.
 *
 * Until a section comes near the view the browser skips its layout and paint
 * (`content-visibility: auto`; the reserved height is a guess that the browser replaces with the
 * section's real height once it has laid it out). Laying out the whole long page before the first
 * paint was most of the main thread's work up to it.
 */
export function Reveal({ children, sx, ...props }: BoxProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'shown' | 'waiting' | 'revealed'>('shown');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('revealed');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      data-revealed={state !== 'waiting'}
      sx={[
        { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' },
        state === 'waiting'
          ? { opacity: 0, transform: 'translateY(24px)' }
          : state === 'revealed'
            ? { transition: 'opacity 700ms ease-out, transform 700ms ease-out' }
            : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
    </Box>
  );
}
