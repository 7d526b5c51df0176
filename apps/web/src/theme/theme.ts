import { alpha, createTheme } from '@mui/material/styles';

/**
 * A sober, editorial palette for a think tank: deep navy (primary), warm gold (secondary) used as a
 * fill behind navy text, and a teal accent for highlights and the third pillar colour. Every text
 * colour below meets WCAG AA on the backgrounds it is used on (gold text uses `secondary.dark`).
 */
declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}

const navy = '#0b2545';
const gold = '#e0a526';
const teal = '#127475';

const serif =
  '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Liberation Serif", "Times New Roman", serif';
const sans =
  '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif';

/** Height of the sticky top bar, so anchored sections do not hide under it. */
export const navBarHeight = { xs: 64, md: 76 } as const;

export const theme = createTheme({
  palette: {
    primary: { main: navy, light: '#13315c', dark: '#06162b', contrastText: '#ffffff' },
    secondary: { main: gold, light: '#f2c14e', dark: '#8a6100', contrastText: navy },
    accent: { main: teal, light: '#e6f2f2', dark: '#0f5f60', contrastText: '#ffffff' },
    info: { main: teal },
    background: { default: '#f7f6f2', paper: '#ffffff' },
    text: { primary: '#101828', secondary: '#475467' },
    divider: 'rgba(11, 37, 69, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: sans,
    h1: {
      fontFamily: serif,
      fontWeight: 700,
      letterSpacing: '-0.02em',
      lineHeight: 1.08,
      fontSize: 'clamp(2.25rem, 1.6rem + 3.2vw, 4rem)',
    },
    h2: {
      fontFamily: serif,
      fontWeight: 700,
      letterSpacing: '-0.015em',
      lineHeight: 1.15,
      fontSize: 'clamp(1.85rem, 1.45rem + 1.8vw, 2.75rem)',
    },
    h3: {
      fontFamily: serif,
      fontWeight: 700,
      lineHeight: 1.2,
      fontSize: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)',
    },
    h4: { fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 },
    h5: { fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.35 },
    h6: { fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.4 },
    subtitle1: { lineHeight: 1.6 },
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.6 },
    overline: { fontWeight: 700, letterSpacing: '0.14em', lineHeight: 1.8 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '[id]': {
          scrollMarginTop: navBarHeight.xs + 8,
          '@media (min-width: 900px)': { scrollMarginTop: navBarHeight.md + 8 },
        },
        '::selection': { background: alpha(gold, 0.35) },
        // The user's wish for less motion wins over every animation and transition.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
        // A visible focus ring for keyboard users on every focusable element.
        ':focus-visible': { outline: `3px solid ${teal}`, outlineOffset: 2 },
        '.on-dark :focus-visible, .on-dark:focus-visible': { outlineColor: gold },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${teal}`, outlineOffset: 2 },
          '.on-dark &.Mui-focusVisible': { outlineColor: gold },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 11, paddingInline: 26, fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(11, 37, 69, 0.1)' } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    // Subtitles are paragraphs, not headings (MUI maps them to h6 by default).
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
});
