/** The five strategic pillars (spec sections 2 and 3). The pillar pages have their own content. */
import type { BrandColor } from './landing.ts';

export const pillarIds = ['scitech', 'wsa', 'vsaas', 'acif', 'academia'] as const;
export type PillarId = (typeof pillarIds)[number];

/** Which drawing stands for a pillar; the web app maps each to an icon. */
export type PillarIcon = 'school' | 'sandbox' | 'studio' | 'fund' | 'bridge';

export interface Pillar {
  id: PillarId;
  icon: PillarIcon;
  /** The pillar's short name, e.g. 'SCITech'. */
  title: string;
  /** The pillar's full name. */
  subtitle: string;
  description: string;
  /** Three short facts shown on the landing card. */
  highlights: string[];
  color: BrandColor;
  /** Flip the card's layout (illustration on the right) on wide screens. */
  reverse: boolean;
}

export const pillars: Pillar[] = [
  {
    id: 'scitech',
    icon: 'school',
    title: 'SCITech',
    subtitle: 'School of Corporate Innovation & Technology',
    description:
      'A graduate school for corporate innovators, intrapreneurs and venture leaders: executive programmes that pair world-class faculty with real projects inside member organisations.',
    highlights: ['Executive programmes', 'Venture building', 'Recognised credentials'],
    color: 'primary',
    reverse: false,
  },
  {
    id: 'wsa',
    icon: 'sandbox',
    title: 'WSA',
    subtitle: 'World Sandbox Alliance',
    description:
      'A global sandbox network where corporates, startups and regulators co-develop scalable solutions, testing them safely before they meet the market.',
    highlights: ['Six sector sandboxes', 'Regulator partnerships', 'Shared pilots'],
    color: 'accent',
    reverse: true,
  },
  {
    id: 'vsaas',
    icon: 'studio',
    title: 'VSaaS',
    subtitle: 'Venture Studio as a Service',
    description:
      'Lets corporates incubate and scale new ventures without disrupting the core business, from discovery and validation to build and scale.',
    highlights: ['Discovery sprints', 'Venture builds', 'Scale support'],
    color: 'secondary',
    reverse: false,
  },
  {
    id: 'acif',
    icon: 'fund',
    title: 'ACIF',
    subtitle: "Africa's Corporate Innovation Fund",
    description:
      'A corporate-backed investment vehicle funding startups, intrapreneurship grants and applied research that moves African industries forward.',
    highlights: ['Startup funding', 'Intrapreneurship grants', 'Applied research'],
    color: 'primary',
    reverse: true,
  },
  {
    id: 'academia',
    icon: 'bridge',
    title: 'CollegeBridges',
    subtitle: 'Industry–Academia Bridges',
    description:
      'A pipeline from academic labs to corporate ventures, with fellowships, IP commercialisation and joint labs between universities and industry.',
    highlights: ['Fellowships', 'IP commercialisation', 'Joint labs'],
    color: 'accent',
    reverse: false,
  },
];

export function findPillar(id: string): Pillar | undefined {
  return pillars.find((pillar) => pillar.id === id);
}
