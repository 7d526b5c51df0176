import Box from '@mui/material/Box';

/** The organisation's mark: a gold open circle ("commons") on a navy tile. Decorative. */
export function BrandMark({ size = 40, onDark = false }: { size?: number; onDark?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill={onDark ? '#ffffff' : '#0b2545'} />
      <path d="M44 22a14 14 0 1 0 0 20" fill="none" stroke="#e0a526" strokeWidth="7" strokeLinecap="round" />
      <circle cx="45" cy="32" r="4" fill={onDark ? '#0b2545' : '#ffffff'} />
    </Box>
  );
}
