import Box, { type BoxProps } from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';

/**
 * A landing section that fades in once, the first time it enters the view (spec section 2). Without
 * IntersectionObserver (old browsers, tests) it is simply shown; with reduced motion the global
 * style makes the fade instant.
 */
export function Reveal({ children, sx, ...props }: BoxProps) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <Box
      ref={ref}
      data-revealed={visible}
      sx={[
        {
          opacity: visible ? 1 : 0,
          transform: visible ? 'none' : 'translateY(24px)',
          transition: 'opacity 700ms ease-out, transform 700ms ease-out',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      {children}
    </Box>
  );
}
