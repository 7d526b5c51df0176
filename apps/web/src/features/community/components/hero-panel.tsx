import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A translucent panel beside a hero's text, on the navy background. */
export function HeroPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 2,
        bgcolor: alpha('#ffffff', 0.06),
        border: `1px solid ${alpha('#ffffff', 0.16)}`,
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A large figure with its caption, for hero panels. */
export function HeroFact({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
      <Typography
        component="span"
        sx={{
          fontFamily: (theme) => theme.typography.h2.fontFamily,
          fontWeight: 700,
          fontSize: { xs: '1.75rem', md: '2rem' },
          color: 'secondary.main',
          minWidth: { xs: 96, md: 120 },
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
      <Typography component="span" sx={{ color: alpha('#ffffff', 0.85) }}>
        {label}
      </Typography>
    </Box>
  );
}

/** A numbered list of what happens after submitting, beside a form (below it on phones). */
export function NextSteps({
  title,
  steps,
  children,
}: {
  title: string;
  steps: string[];
  children?: ReactNode;
}) {
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 104 }, order: { xs: 2, md: 0 } }}>
      <Typography variant="h5" component="h2" sx={{ color: 'primary.main', mb: 3 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
        {steps.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 14,
                bgcolor: 'primary.main',
                color: 'secondary.main',
              }}
            >
              {index + 1}
            </Box>
            <Typography sx={{ pt: 0.5 }}>{step}</Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
