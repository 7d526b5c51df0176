/** Who the site speaks for: the organisation's name, its lines and the footer's links. */

/** The display name. The spec gives none; the server's SITE_NAME defaults to the same words. */
export const siteName = 'Innovation Commons';

/** The brand line (spec section 1), shown under the name in the top bar. */
export const tagline = 'Making Corporate Innovation Common';

/** The second brand line (spec section 1). */
export const secondLine = 'Innovators for Collective Good';

export const siteDescription =
  'A non-profit, sector-agnostic think tank and membership collective uniting corporates, startups, academia, capital and policymakers around innovation in Africa and beyond.';

/** The copyright line of the footer (spec section 2: a copyright line for 2025). */
export const copyrightLine = `© 2025 ${siteName}. All rights reserved.`;

/** The footer's social links are placeholders until the organisation's profiles exist. */
export interface SocialPlaceholder {
  network: 'linkedin' | 'x';
  label: string;
}

export const socialPlaceholders: SocialPlaceholder[] = [
  { network: 'linkedin', label: 'LinkedIn (coming soon)' },
  { network: 'x', label: 'X, formerly Twitter (coming soon)' },
];

export interface FooterLink {
  label: string;
  /** A route or a hash link such as '/#about'. */
  to: string;
}

/** 'Contact' is not a link: it opens the contact form. */
export type FooterEntry = FooterLink | { label: string; action: 'contact' };

export const quickLinks: FooterLink[] = [
  { label: 'About Us', to: '/#about' },
  { label: 'Our Pillars', to: '/#pillars' },
  { label: 'F100 Community', to: '/f100' },
  { label: 'Knowledge Hub', to: '/knowledge' },
];

export const getInvolvedLinks: FooterEntry[] = [
  { label: 'Become a Member', to: '/membership' },
  { label: 'Apply to F100', to: '/f100' },
  { label: 'Partner with Us', to: '/partnership' },
  { label: 'Contact', action: 'contact' },
  { label: 'Admin', to: '/login' },
];

export const footerBlurb =
  'An independent, non-profit think tank and membership collective. We convene corporates, founders, researchers, capital and policymakers so that corporate innovation in Africa becomes common practice.';
