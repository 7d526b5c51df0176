/**
 * The building blocks of the content pages (pillars, F100, partnership, membership): a navy hero,
 * sections with a consistent rhythm and heading style, icon tiles and the closing call to action.
 */
import { Box, Container, Stack, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { SvgIconComponent } from './svg-icon-component.ts';
import type { ReactNode } from 'react';

export type Tone = 'primary' | 'secondary' | 'accent';

/** Background and foreground of a tinted tile for each tone (all pass WCAG AA). */
export function toneColors(theme: Theme, tone: Tone): { bg: string; fg: string; solid: string } {
  switch (tone) {
    case 'secondary':
      return {
        bg: alpha(theme.palette.secondary.main, 0.18),
        fg: theme.palette.secondary.dark,
        solid: theme.palette.secondary.main,
      };
    case 'accent':
      return {
        bg: theme.palette.accent.light,
        fg: theme.palette.accent.dark,
        solid: theme.palette.accent.main,
      };
    default:
      return {
        bg: alpha(theme.palette.primary.main, 0.08),
        fg: theme.palette.primary.main,
        solid: theme.palette.primary.main,
      };
  }
}

/** Hides text visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Vertical rhythm shared by every section. */
export const sectionPaddingY = { xs: 7, md: 11 } as const;

/** Concentric open circles, the brand's motif, drawn behind the hero text. Decorative. */
function HeroDecoration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 600 600"
      aria-hidden="true"
      focusable="false"
      sx={{
        position: 'absolute',
        right: { xs: -260, md: -120 },
        top: { xs: -140, md: -90 },
        width: { xs: 520, md: 720 },
        height: { xs: 520, md: 720 },
        opacity: 0.5,
        pointerEvents: 'none',
      }}
    >
      <g fill="none" strokeLinecap="round">
        <path d="M470 190a200 200 0 1 0 0 220" stroke="#e0a526" strokeOpacity="0.55" strokeWidth="18" />
        <circle cx="300" cy="300" r="265" stroke="#ffffff" strokeOpacity="0.10" strokeWidth="2" />
        <circle cx="300" cy="300" r="140" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="2" />
        <circle cx="300" cy="300" r="70" stroke="#127475" strokeOpacity="0.7" strokeWidth="10" />
      </g>
    </Box>
  );
}

export interface PageHeroProps {
  eyebrow: string;
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on small ones. */
  aside?: ReactNode;
  /** Shown above the eyebrow (a chip, an icon...). */
  badge?: ReactNode;
  /** Less vertical space, for pages whose content should show sooner. */
  compact?: boolean;
}

export function PageHero({
  eyebrow,
  title,
  subtitle,
  lead,
  actions,
  aside,
  badge,
  compact = false,
}: PageHeroProps) {
  return (
    <Box
      component="section"
      className="on-dark"
      aria-labelledby="page-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'common.white',
        background: (theme) =>
          `radial-gradient(circle at 85% 15%, ${alpha(theme.palette.accent.main, 0.35)} 0, transparent 45%), linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
        py: compact ? { xs: 6, md: 8 } : { xs: 8, md: 12 },
      }}
    >
      <HeroDecoration />
      <Container sx={{ position: 'relative' }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: aside ? '7fr 5fr' : '1fr' },
          }}
        >
          <Box sx={{ maxWidth: 720 }}>
            {badge && <Box sx={{ mb: 2.5 }}>{badge}</Box>}
            <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1.5 }}>
              {eyebrow}
            </Typography>
            <Typography id="page-title" variant="h1" sx={{ mb: subtitle ? 1.5 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography
                component="p"
                variant="h4"
                sx={{ fontWeight: 500, color: alpha('#ffffff', 0.92), mb: 3, lineHeight: 1.35 }}
              >
                {subtitle}
              </Typography>
            )}
            <Typography
              component="div"
              sx={{
                fontSize: { xs: '1.05rem', md: '1.15rem' },
                color: alpha('#ffffff', 0.85),
                mb: actions ? 4 : 0,
              }}
            >
              {lead}
            </Typography>
            {actions && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
              >
                {actions}
              </Stack>
            )}
          </Box>
          {aside && <Box>{aside}</Box>}
        </Box>
      </Container>
    </Box>
  );
}

export interface SectionProps {
  id: string;
  children: ReactNode;
  background?: 'paper' | 'default';
  /** Id of the heading naming the section; defaults to `${id}-title`. */
  labelledBy?: string;
}

export function Section({ id, children, background = 'default', labelledBy }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy ?? `${id}-title`}
      sx={{
        py: sectionPaddingY,
        bgcolor: background === 'paper' ? 'background.paper' : 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Container>{children}</Container>
    </Box>
  );
}

export interface SectionHeadingProps {
  /** Id for the h2, so the section can name itself by it. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        maxWidth: 760,
        mx: align === 'center' ? 'auto' : 0,
        textAlign: align,
        mb: { xs: 5, md: 7 },
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'accent.dark', mb: 1 }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ color: 'primary.main', mb: intro ? 2 : 0 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ fontSize: { md: '1.1rem' } }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}

export function IconTile({
  icon: Icon,
  tone = 'primary',
  size = 52,
}: {
  icon: SvgIconComponent;
  tone?: Tone;
  size?: number;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => {
        const colors = toneColors(theme, tone);
        return {
          width: size,
          height: size,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: colors.bg,
          color: colors.fg,
        };
      }}
    >
      <Icon sx={{ fontSize: size * 0.5 }} />
    </Box>
  );
}

/** A responsive grid of cards: one column on phones, `columns` from medium screens up. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns === 2 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}

export interface CallToActionBandProps {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** The closing call to action: a navy panel with the page's two final choices. */
export function CallToActionBand({ id = 'get-started', title, text, actions }: CallToActionBandProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: sectionPaddingY, bgcolor: 'background.default' }}
    >
      <Container>
        <Box
          className="on-dark"
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 2,
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            background: (theme) =>
              `radial-gradient(circle at 10% 110%, ${alpha(theme.palette.secondary.main, 0.35)} 0, transparent 40%), linear-gradient(135deg, ${theme.palette.primary.light} 0%, ${theme.palette.primary.dark} 100%)`,
          }}
        >
          <Typography id={`${id}-title`} variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography
            sx={{
              color: alpha('#ffffff', 0.85),
              maxWidth: 640,
              mx: 'auto',
              mb: 4,
              fontSize: { md: '1.1rem' },
            }}
          >
            {text}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
