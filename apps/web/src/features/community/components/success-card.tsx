import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { scrollBehavior } from '../../../theme/use-reduced-motion.ts';
import { navBarHeight } from '../../../theme/theme.ts';

export interface SuccessCardProps {
  /** Id of the card's heading, so its section can name itself by it. */
  headingId: string;
  title: string;
  children: ReactNode;
  /** Where the visitor may go next. */
  links: { label: string; to: string }[];
}

/**
 * Replaces a form after a successful submit; takes focus so screen readers announce it. The form
 * was taller, so the page scrolls the whole card into view below the sticky top bar (focusing the
 * heading alone would leave the card's top under the bar).
 */
export function SuccessCard({ headingId, title, children, links }: SuccessCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' }); // jsdom has none
  }, []);
  return (
    <Card
      ref={card}
      role="status"
      data-testid="success-card"
      sx={{
        textAlign: 'center',
        borderTop: 4,
        borderTopColor: 'accent.main',
        bgcolor: 'background.paper',
        scrollMarginTop: navBarHeight.xs + 16,
        '@media (min-width: 900px)': { scrollMarginTop: navBarHeight.md + 16 },
      }}
    >
      <CardContent sx={{ p: { xs: 4, md: 6 } }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'accent.light',
            color: 'accent.main',
          }}
        >
          <CheckCircleIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography
          ref={heading}
          id={headingId}
          tabIndex={-1}
          variant="h4"
          component="h2"
          sx={{ color: 'primary.main', mb: 2, outline: 'none' }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" component="div" sx={{ maxWidth: 520, mx: 'auto', mb: 4 }}>
          {children}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {links.map((link, index) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant={index === 0 ? 'contained' : 'outlined'}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
