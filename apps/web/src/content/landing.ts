/** The landing page's copy and figures (spec sections 1, 2 and 9). */

// The hero's own copy is in hero.ts: it is part of the first JavaScript, the rest is not.
export { hero, heroPhrases, heroRotationMs, stats, type Stat } from './hero.ts';

export type BrandColor = 'primary' | 'secondary' | 'accent';

/** A text logo: the organisation's name and a simple geometric mark drawn in SVG. */
export interface LogoEntry {
  name: string;
  mark: 'circle' | 'square' | 'triangle' | 'diamond' | 'arc';
}

export const logoStripTitle = 'Where Our Members Work and Make Impact';

/**
 * Spec section 9: the strip moves 5,808 px in 120 s. That is a speed (48.4 px/s), not a loop time:
 * the loop's own length depends on the logos' width in the visitor's fonts, so the component
 * measures it and derives the duration from this speed.
 */
export const logoLoop = { seconds: 120, distancePx: 5808 } as const;

/**
 * Forty anonymised employers of our members. The names are illustrative, not trademarks of real
 * organisations, until members consent to their employers being named.
 */
export const logoEntries: LogoEntry[] = [
  { name: 'Savanna Mutual', mark: 'circle' },
  { name: 'Okavango Telecom Group', mark: 'arc' },
  { name: 'Harmattan Bank', mark: 'square' },
  { name: 'Rift Valley Health', mark: 'diamond' },
  { name: 'Sahelgrid Energy', mark: 'triangle' },
  { name: 'Kora Foods', mark: 'circle' },
  { name: 'Atlantic Coast Ports', mark: 'square' },
  { name: 'Zambezi Mining Co.', mark: 'triangle' },
  { name: 'Umoja Assurance', mark: 'arc' },
  { name: 'Limpopo Logistics', mark: 'diamond' },
  { name: 'Nile Basin Institute', mark: 'circle' },
  { name: 'Baobab Breweries', mark: 'square' },
  { name: 'Cape Meridian Capital', mark: 'arc' },
  { name: 'Tana River Agritech', mark: 'triangle' },
  { name: 'Kalahari Solar', mark: 'circle' },
  { name: 'Victoria Lake Pharma', mark: 'diamond' },
  { name: 'Gorée Digital', mark: 'square' },
  { name: 'Serengeti Motors', mark: 'arc' },
  { name: 'Ashanti Polytechnic', mark: 'triangle' },
  { name: 'Tidewater Payments', mark: 'circle' },
  { name: 'Great Lakes Cement', mark: 'square' },
  { name: 'Namib Water Works', mark: 'diamond' },
  { name: 'Mount Elgon Coffee', mark: 'arc' },
  { name: 'Kasai Minerals', mark: 'triangle' },
  { name: 'Sankofa Ventures', mark: 'circle' },
  { name: 'Delta Petrochem', mark: 'square' },
  { name: 'Atlas Highlands University', mark: 'diamond' },
  { name: 'Jacaranda Retail', mark: 'arc' },
  { name: 'Maasai Mara Hospitality', mark: 'triangle' },
  { name: 'Blue Nile Airways', mark: 'circle' },
  { name: 'Cowrie Microfinance', mark: 'square' },
  { name: 'Drakensberg Analytics', mark: 'diamond' },
  { name: 'Lagoon City Media', mark: 'arc' },
  { name: 'Equator Seeds', mark: 'triangle' },
  { name: 'Kente Textiles', mark: 'circle' },
  { name: 'Sunbelt Rail', mark: 'square' },
  { name: 'Kivu Data Centres', mark: 'diamond' },
  { name: 'Marula Cosmetics', mark: 'arc' },
  { name: 'Red Sea Shipping', mark: 'triangle' },
  { name: 'Highveld School of Business', mark: 'circle' },
];

export interface Feature {
  title: string;
  description: string;
  color: BrandColor;
}

export const about = {
  eyebrow: 'About the collective',
  heading: 'Transforming Ideas into Impact',
  intro:
    'We are a non-profit, sector-agnostic think tank and membership collective. Our members are the people who make innovation happen inside large organisations and around them: corporate innovators and intrapreneurs, founders, academics and researchers, venture and private-equity investors, development practitioners and policymakers. Together we turn good ideas into ventures, evidence and policy that last.',
  secondLine: 'Innovators for Collective Good',
} as const;

export const aboutFeatures: Feature[] = [
  {
    title: 'Innovation at Scale',
    description:
      'Programmes, sandboxes and venture studios that help established organisations build new businesses without disrupting the core.',
    color: 'primary',
  },
  {
    title: 'Collective Network',
    description:
      'A curated community of corporate, startup, academic, capital and policy leaders across the continent, learning in the open.',
    color: 'secondary',
  },
  {
    title: 'Proven Impact',
    description:
      'Research, funding and partnerships measured by what they change: ventures launched, jobs created and knowledge shared.',
    color: 'accent',
  },
];

export const pillarsSection = {
  eyebrow: 'Our strategic pillars',
  heading: 'Five Initiatives, One Collective',
  intro:
    'Each pillar is a practical vehicle for making corporate innovation common: educating the people, de-risking the experiments, building the ventures, funding them and connecting them to research.',
} as const;

export const advisorySection = {
  eyebrow: 'Founding Advisory Board',
  heading: 'A Message from Our Advisors',
  intro: 'The practitioners who shape our agenda, in their own words.',
} as const;

/** Spec section 9: the advisory carousel moves every 8000 ms. */
export const advisorRotationMs = 8000;

export const f100Section = {
  eyebrow: 'Founding circle',
  heading: 'The Founding 100 (F100)',
  intro:
    'The F100 is the founding circle of the collective: one hundred leaders who set its agenda, mentor its members and open doors across sectors. It is the first step as we assemble Africa\u2019s top 500 leaders in corporate innovation.',
  panelHeading: 'Building Our Founding Community',
  panelText:
    'We are looking for practitioners with a record of leading innovation, a commitment to collaboration and the generosity to mentor.',
  limitNote: 'Limited to 100 members',
  badges: [
    'Tech Leaders',
    'Academic Researchers',
    'Corporate Innovators',
    'Policy Makers',
    'Social Entrepreneurs',
  ],
  applyAction: { label: 'Apply to F100', to: '/f100' },
  carouselHeading: 'Meet the founding members',
  joinAction: { label: 'Join The Collective', to: '/membership' },
} as const;

/** Spec section 9: the member carousel autoplays every 10000 ms, 16 cards per slide. */
export const memberAutoplayMs = 10000;
export const membersPerSlide = 16;

export const knowledgeTeaser = {
  eyebrow: 'Knowledge Hub',
  heading: 'Latest Insights',
  intro: 'Research, analysis and case studies from our members and partners.',
  loading: 'Loading knowledge articles...',
  empty: 'New articles are on their way. Check back soon.',
  readMore: 'Read More',
  viewAll: { label: 'View All Insights', to: '/knowledge' },
  /** Spec section 9: the teaser shows the first 3 articles. */
  count: 3,
} as const;

export const closingCall = {
  heading: 'Ready to Shape the Future of Innovation?',
  text: 'Join a community of leaders making corporate innovation common across Africa and beyond.',
  actions: [
    { label: 'Join as Member', to: '/membership', variant: 'contained' },
    { label: 'Apply to F100', to: '/f100', variant: 'outlined' },
    { label: 'Partner with Us', to: '/partnership', variant: 'outlined' },
  ],
} as const;
