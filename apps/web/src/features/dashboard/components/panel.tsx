import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { navBarHeight } from '../../../theme/theme.ts';

/** A titled card of the dashboard; `headingLevel` keeps the outline right inside each section. */
export function Panel({
  title,
  subtitle,
  icon,
  headingLevel = 'h3',
  action,
  children,
}: {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  headingLevel?: 'h3' | 'h4';
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'accent.light',
              color: 'accent.dark',
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Stack>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}

/** Label/value pairs, as a description list. */
export function InfoList({ items }: { items: { label: string; value: ReactNode; note?: string }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            pb: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0, pb: 0 },
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', minWidth: 0 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.value}
            </Typography>
            {item.note && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {item.note}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A section of the page the sidebar scrolls to; focusable so keyboard users land in it. */
export function DashboardSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      sx={{
        scrollMarginTop: { xs: navBarHeight.xs + 16, md: navBarHeight.md + 16 },
        '&:focus': { outline: 'none' },
      }}
    >
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: subtitle ? 0.5 : 2 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function Counter({ value, label }: { value: number; label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center', bgcolor: 'background.default' }}>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

export function Counters({ items }: { items: { value: number; label: string }[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
      {items.map((item) => (
        <Counter key={item.label} {...item} />
      ))}
    </Box>
  );
}
