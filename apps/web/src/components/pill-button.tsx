import { alpha, styled, type CSSObject, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

export interface PillButtonProps {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'secondary';
  size?: 'medium' | 'large';
}

function pillStyles({
  theme,
  variant = 'text',
  color = 'primary',
  size = 'medium',
}: PillButtonProps & { theme: Theme }): CSSObject {
  const palette = theme.palette[color];
  const border = variant === 'outlined' ? 1 : 0;
  const paddingBlock = size === 'large' ? 11 : 6 - border;
  return {
    ...theme.typography.button,
    fontSize: size === 'large' ? '1rem' : theme.typography.button.fontSize,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A gap spaces a leading or trailing icon from the label: `svg:first-child` / `:last-child`
    // margins would both match an icon beside text (its only element child), and emotion warns
    // that those selectors are unsafe in server rendering.
    gap: 8,
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    paddingBlock,
    paddingInline: size === 'large' ? 26 : 20,
    borderRadius: 999,
    border: variant === 'outlined' ? `1px solid ${alpha(palette.main, 0.5)}` : 0,
    color: variant === 'contained' ? palette.contrastText : palette.main,
    backgroundColor: variant === 'contained' ? palette.main : 'transparent',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '& > svg': { fontSize: size === 'large' ? 22 : 20 },
    '&:hover': {
      textDecoration: 'none',
      backgroundColor:
        variant === 'contained' ? palette.dark : alpha(palette.main, theme.palette.action.hoverOpacity),
      ...(variant === 'outlined' && { borderColor: palette.main }),
    },
  };
}

/** The look's own props, and MUI's (`sx` is applied by `styled`, never written to the DOM). */
const notForwarded = new Set(['variant', 'color', 'size', 'sx', 'ownerState', 'theme']);
const ownProps = { shouldForwardProp: (prop: string) => !notForwarded.has(prop) };

/**
 * The look of the theme's MUI `Button` (a pill, with its variants, colours, sizes and a leading or
 * trailing icon) on plain elements: `PillLink` (a router link) and `PillButton` (a `<button>`). The landing's
 * nav, hero and footer use it because MUI's Button brings ButtonBase, its ripple and a progress
 * spinner (about 12 KB gzip) into the first JavaScript; these parts only need a link's or a button's
 * own behaviour. The focus ring is the theme's global `:focus-visible` one.
 */
export const PillButton = styled('button', ownProps)<PillButtonProps>(pillStyles);
export const PillLink = styled(RouterLink, ownProps)<PillButtonProps>(pillStyles);
