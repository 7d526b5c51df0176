import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { SvgIconComponent } from '../../../components/svg-icon-component.ts';

/** A labelled figure at the top of a tab. */
export function StatCard({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: string;
  icon: SvgIconComponent;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 2, sm: 2.5 } }}>
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            bgcolor: 'accent.light',
            color: 'accent.dark',
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="p">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Four stat cards: two per row on phones, four in a row from medium screens up. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
