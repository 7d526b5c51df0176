import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { logoEntries, logoLoop, logoStripTitle, type LogoEntry } from '../../../content/landing.ts';

/**
 * How long one pass over a list `listWidthPx` wide takes at the spec's speed (5,808 px per 120 s).
 * Before the list is measured (width 0) it is the spec's 120 s.
 */
export function logoLoopDuration(listWidthPx: number): number {
  if (listWidthPx <= 0) return logoLoop.seconds;
  return (listWidthPx * logoLoop.seconds) / logoLoop.distancePx;
}

/** The loop's duration for the list in `list`, measured again when its width changes (fonts, viewport). */
function useLoopDuration(list: React.RefObject<HTMLUListElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth((current) => (current === measured ? current : measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);
  return logoLoopDuration(width);
}

/**
 * The loop's keyframes, declared in the track's own styles: emotion's `keyframes` helper would add
 * its own chunk to every landing page load, for one rule.
 */
const marquee = 'logo-strip-marquee';
const marqueeKeyframes = {
  [`@keyframes ${marquee}`]: {
    from: { transform: 'translateX(0)' },
    to: { transform: 'translateX(-50%)' },
  },
};

/** Material's Pause and PlayArrow paths, drawn inline: the icon runtime is not in the first JavaScript. */
function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{ width: 20, height: 20, fill: 'currentColor' }}
    >
      <path d={paused ? 'M8 5v14l11-7z' : 'M6 19h4V5H6zm8-14v14h4V5z'} />
    </Box>
  );
}

function LogoMark({ mark }: { mark: LogoEntry['mark'] }) {
  const shapes: Record<LogoEntry['mark'], React.ReactNode> = {
    circle: <circle cx="12" cy="12" r="8" />,
    square: <rect x="4" y="4" width="16" height="16" rx="3" />,
    triangle: <path d="M12 3 21 20H3z" />,
    diamond: <path d="M12 2 22 12 12 22 2 12z" />,
    arc: <path d="M4 16a8 8 0 0 1 16 0h-5a3 3 0 0 0-6 0z" />,
  };
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      sx={{ width: 22, height: 22, fill: 'currentColor' }}
    >
      {shapes[mark]}
    </Box>
  );
}

const LogoList = forwardRef<HTMLUListElement, { duplicate?: boolean }>(function LogoList(
  { duplicate = false },
  ref,
) {
  return (
    <Box
      ref={ref}
      component="ul"
      aria-hidden={duplicate || undefined}
      className={duplicate ? 'logo-duplicate' : undefined}
      sx={{ display: 'flex', flexShrink: 0, listStyle: 'none', m: 0, p: 0 }}
    >
      {logoEntries.map((logo) => (
        <Box
          component="li"
          key={logo.name}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 3, md: 4 },
            whiteSpace: 'nowrap',
            color: '#3d4a5c',
            fontWeight: 700,
            fontSize: { xs: '0.95rem', md: '1.05rem' },
            letterSpacing: '-0.01em',
          }}
        >
          <LogoMark mark={logo.mark} />
          {logo.name}
        </Box>
      ))}
    </Box>
  );
});

/**
 * The member-employer strip (spec section 2): 40 text logos in an endless linear loop moving
 * 5,808 px every 120 s (spec section 9), whatever the list's width.
 * The list is drawn twice and moved by half its width so the loop has no seam. It pauses on hover,
 * on focus or with its button; with reduced motion it stands still and wraps instead.
 */
export function LogoStrip() {
  const [paused, setPaused] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const loopSeconds = useLoopDuration(list);
  return (
    <Box
      component="section"
      aria-labelledby="logo-strip-heading"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 5 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, px: 2, mb: 3 }}>
        <Typography
          id="logo-strip-heading"
          component="h2"
          variant="overline"
          sx={{ color: 'text.secondary', textAlign: 'center' }}
        >
          {logoStripTitle}
        </Typography>
        {/* A plain button: MUI's IconButton would bring its ripple and spinner code to every
            landing page load, for a control few visitors press. */}
        <Box
          component="button"
          type="button"
          aria-label={paused ? 'Play logo animation' : 'Pause logo animation'}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          sx={{
            display: 'inline-flex',
            p: 0.625,
            border: 0,
            borderRadius: '50%',
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            '@media (prefers-reduced-motion: reduce)': { display: 'none' },
          }}
        >
          <PlayPauseIcon paused={paused} />
        </Box>
      </Box>
      <Box
        data-testid="logo-strip"
        sx={{
          overflow: 'hidden',
          maskImage: 'linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
          '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
        }}
      >
        <Box
          data-testid="logo-track"
          // The duration follows the measured width; inline, so a new width makes no new CSS class.
          style={{ animationDuration: `${loopSeconds.toFixed(2)}s` }}
          sx={{
            ...marqueeKeyframes,
            display: 'flex',
            width: 'max-content',
            animation: `${marquee} ${logoLoop.seconds}s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '&:hover, &:focus-within': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              width: 'auto',
              '& ul': { flexWrap: 'wrap', justifyContent: 'center', rowGap: 2, flexShrink: 1 },
              '& .logo-duplicate': { display: 'none' },
            },
          }}
        >
          <LogoList ref={list} />
          <LogoList duplicate />
        </Box>
      </Box>
    </Box>
  );
}
