import type { BrandColor } from '../../../content/landing.ts';

/** The solid and tint of each brand colour, for icon tiles and card accents. */
export const brandTones: Record<BrandColor, { solid: string; tint: string; onSolid: string; text: string }> =
  {
    primary: { solid: '#0b2545', tint: '#e8edf4', onSolid: '#ffffff', text: '#0b2545' },
    secondary: { solid: '#e0a526', tint: '#fbf1dc', onSolid: '#0b2545', text: '#8a6100' },
    accent: { solid: '#127475', tint: '#e6f2f2', onSolid: '#ffffff', text: '#0f5f60' },
  };
