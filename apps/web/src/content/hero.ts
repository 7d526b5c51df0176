/** The hero's copy and the statistics its art shows (spec sections 2 and 9). */

export const hero = {
  eyebrow: 'A non-profit think tank and membership collective',
  headlineLead: 'Building the Future of',
  lede: 'We unite corporates, startups, academia, researchers, venture and private-equity capital, development non-profits and policymakers to make corporate innovation in Africa common practice.',
  primaryAction: { label: 'Join the Collective', to: '/membership' },
  secondaryAction: { label: 'Explore Our Impact', targetId: 'about' },
  communityClaim: '1,200+ innovation leaders have joined the collective',
  /** Initials shown in the avatar stack beside the claim (no photos). */
  communityInitials: ['AO', 'NM', 'KA', 'TB', 'ZD'],
} as const;

/** The twelve rotating phrases of the hero, in order (spec section 2). */
export const heroPhrases = [
  'Enterprise Innovation',
  'Corporate Venture Capital',
  'Startup Deal Flows',
  'Scaled Impact',
  'Ethical Investing',
  'Bold Entrepreneurship',
  'Founder Enablement',
  'Technology Convergence',
  'Inclusive Growth Networks',
  'Expert Circle Communities',
  'Innovation Collaboration Pods',
  'Industry Academia Bridges',
] as const;

/** Spec section 9: the hero phrase changes every 3000 ms and wraps. */
export const heroRotationMs = 3000;

export interface Stat {
  value: string;
  label: string;
}

/** Spec section 2: the statistics band. */
export const stats: Stat[] = [
  { value: '100+', label: 'Founding Members' },
  { value: '5', label: 'Strategic Pillars' },
  { value: '50+', label: 'Corporate Partners' },
  { value: '20+', label: 'Countries Reached' },
];
