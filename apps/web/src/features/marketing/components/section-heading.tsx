import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The eyebrow, h2 and intro that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  align = 'left',
  onDark = false,
}: {
  id?: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: 'left' | 'center';
  onDark?: boolean;
}) {
  return (
    <Box
      sx={{ textAlign: align, maxWidth: align === 'center' ? 760 : 720, mx: align === 'center' ? 'auto' : 0 }}
    >
      <Typography
        component="p"
        variant="overline"
        sx={{ color: onDark ? 'secondary.light' : 'accent.dark', display: 'block', mb: 1 }}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        component="h2"
        sx={{ color: onDark ? 'common.white' : 'primary.main' }}
      >
        {heading}
      </Typography>
      {intro && (
        <Typography
          variant="subtitle1"
          sx={{ mt: 2, color: onDark ? 'rgba(255, 255, 255, 0.8)' : 'text.secondary', fontSize: '1.075rem' }}
        >
          {intro}
        </Typography>
      )}
    </Box>
  );
}
