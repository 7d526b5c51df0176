import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { keyframes } from '@emotion/react';
import { useState } from 'react';
import { logoEntries, logoLoopSeconds, logoStripTitle, type LogoEntry } from '../../../content/landing.ts';

const marquee = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

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

function LogoList({ duplicate = false }: { duplicate?: boolean }) {
  return (
    <Box
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
}

/**
 * The member-employer strip (spec section 2): 40 text logos in an endless linear loop of 120 s.
 * The list is drawn twice and moved by half its width so the loop has no seam. It pauses on hover,
 * on focus or with its button; with reduced motion it stands still and wraps instead.
 */
export function LogoStrip() {
  const [paused, setPaused] = useState(false);
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
        <IconButton
          size="small"
          aria-label={paused ? 'Play logo animation' : 'Pause logo animation'}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          sx={{ color: 'text.secondary', '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
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
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${marquee} ${logoLoopSeconds}s linear infinite`,
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
          <LogoList />
          <LogoList duplicate />
        </Box>
      </Box>
    </Box>
  );
}
