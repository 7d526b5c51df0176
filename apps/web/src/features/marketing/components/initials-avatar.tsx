import Box from '@mui/material/Box';

/** Background tones that all carry white initials at WCAG AA contrast. */
const tones = ['#0b2545', '#127475', '#8a6100', '#5b3f8c', '#9c2f3f', '#2f5d3a', '#13315c', '#0f5f60'];

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Prof|Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function toneOf(name: string): string {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length]!;
}

/** A person shown by initials on a tone derived from their name (no photos). Decorative. */
export function InitialsAvatar({
  name,
  size = 48,
  tone,
  ink = '#ffffff',
  ring,
}: {
  name: string;
  size?: number;
  tone?: string;
  /** The initials' colour: white on the dark tones; a light tone passes a dark one. */
  ink?: string;
  ring?: string;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: tone ?? toneOf(name),
        color: ink,
        fontWeight: 700,
        fontSize: size * 0.36,
        letterSpacing: '0.02em',
        boxShadow: ring ? `0 0 0 3px ${ring}` : undefined,
        userSelect: 'none',
      }}
    >
      {initialsOf(name)}
    </Box>
  );
}
