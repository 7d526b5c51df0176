import Box from '@mui/material/Box';
import { pillars } from '../../../content/pillars.ts';
import { stats } from '../../../content/hero.ts';

/** Where each pillar sits on the drawing: a pentagon around the commons ring. */
const nodePositions = [
  { x: 240, y: 75 },
  { x: 396.9, y: 189 },
  { x: 337, y: 373.5 },
  { x: 143, y: 373.5 },
  { x: 83.1, y: 189 },
];
const nodeColours = ['#e0a526', '#2bb3b1', '#f2c14e', '#7fb6ff', '#e7d3a1'];

/**
 * The hero's illustration: the five pillars as a network around the commons. Decorative. The
 * featured figure's card sits below the drawing, not over it: laid over a corner it covered the
 * VSaaS node wherever the column was narrower than the drawing (1024 to 1920 px).
 */
export function HeroArt() {
  const pentagon = nodePositions.map(({ x, y }) => `${x},${y}`).join(' ');
  const featured = stats[0]!;
  return (
    <Box sx={{ position: 'relative', maxWidth: 480, mx: 'auto' }} aria-hidden="true">
      <Box component="svg" viewBox="0 0 480 480" sx={{ width: '100%', height: 'auto', display: 'block' }}>
        <g fill="none" stroke="rgba(255,255,255,0.14)">
          <circle cx="240" cy="240" r="80" />
          <circle cx="240" cy="240" r="165" strokeDasharray="3 7" />
          <circle cx="240" cy="240" r="225" />
        </g>
        <polygon points={pentagon} fill="rgba(255,255,255,0.04)" stroke="rgba(255,255,255,0.28)" />
        {nodePositions.map(({ x, y }, index) => (
          <line
            key={index}
            x1="240"
            y1="240"
            x2={x}
            y2={y}
            stroke="rgba(255,255,255,0.22)"
            strokeDasharray="2 6"
          />
        ))}
        <circle cx="240" cy="240" r="58" fill="#0b2545" stroke="rgba(255,255,255,0.2)" />
        <path
          d="M262 218a31 31 0 1 0 0 44"
          fill="none"
          stroke="#e0a526"
          strokeWidth="13"
          strokeLinecap="round"
        />
        <circle cx="264" cy="240" r="7" fill="#ffffff" />
        {pillars.map((pillar, index) => {
          const { x, y } = nodePositions[index]!;
          const below = y > 240;
          return (
            <g key={pillar.id} data-pillar={pillar.id}>
              <circle cx={x} cy={y} r="30" fill="#0b2545" stroke={nodeColours[index]} strokeWidth="3" />
              <circle cx={x} cy={y} r="9" fill={nodeColours[index]} />
              <text
                x={x}
                y={below ? y + 52 : y - 42}
                textAnchor="middle"
                fill="rgba(255,255,255,0.9)"
                fontSize="15"
                fontWeight="700"
                fontFamily="system-ui, sans-serif"
              >
                {pillar.title}
              </text>
            </g>
          );
        })}
        {[
          [40, 60],
          [440, 90],
          [460, 330],
          [30, 410],
          [250, 465],
          [120, 20],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="rgba(255,255,255,0.35)" />
        ))}
      </Box>
      <Box
        data-testid="hero-featured-stat"
        sx={{
          width: 'fit-content',
          ml: 'auto',
          mt: 1,
          bgcolor: 'common.white',
          color: 'primary.main',
          borderRadius: 2,
          px: 2.5,
          py: 1.5,
          boxShadow: '0 18px 40px rgba(0,0,0,0.25)',
        }}
      >
        <Box sx={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: 28, lineHeight: 1.1 }}>
          {featured.value}
        </Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{featured.label}</Box>
      </Box>
    </Box>
  );
}
