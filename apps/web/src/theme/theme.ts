import { createTheme } from '@mui/material/styles';

/**
 * A sober, editorial palette for a think tank: deep navy (primary), warm gold (secondary) and a
 * teal accent used for highlights and the third pillar colour.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b2545', light: '#13315c', dark: '#06162b', contrastText: '#ffffff' },
    secondary: { main: '#e0a526', light: '#f2c14e', dark: '#b07d10', contrastText: '#0b2545' },
    info: { main: '#127475' },
    background: { default: '#f7f6f2', paper: '#ffffff' },
    text: { primary: '#101828', secondary: '#475467' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, letterSpacing: '-0.02em' },
    h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
  },
});
