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

export interface FooterLink {
  label: string;
  /** A route or a hash link such as '/#about'. */
  to: string;
}

export const quickLinks: FooterLink[] = [
  { label: 'About Us', to: '/#about' },
  { label: 'Our Pillars', to: '/#pillars' },
  { label: 'F100 Community', to: '/f100' },
  { label: 'Knowledge Hub', to: '/knowledge' },
];

export const getInvolvedLinks: FooterLink[] = [
  { label: 'Become a Member', to: '/membership' },
  { label: 'Apply to F100', to: '/f100' },
  { label: 'Partner with Us', to: '/partnership' },
  { label: 'Contact', to: '/#contact' },
  { label: 'Admin', to: '/login' },
];

/** The footer is the #contact section: this button in it opens the contact form. */
export const contactFormLabel = 'Send us a message';

export const footerBlurb =
  'An independent, non-profit think tank and membership collective. We convene corporates, founders, researchers, capital and policymakers so that corporate innovation in Africa becomes common practice.';
