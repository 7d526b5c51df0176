import type { PillarPageContent } from './types.ts';

/** A sector's sandbox is joined through the partnership inquiry, as 'Join a Sandbox' is. */
const exploreSandbox = { label: 'Explore Sandbox', to: '/partnership' };

export const wsa: PillarPageContent = {
  id: 'wsa',
  icon: 'sandbox',
  tone: 'accent',
  name: 'WSA',
  fullName: 'World Sandbox Alliance',
  hero: {
    headline: 'Co-develop solutions in a safe space to test',
    lead: 'The World Sandbox Alliance connects corporates, startups, researchers and regulators in shared sandboxes where new products are tested under real conditions before they scale across markets.',
    highlights: ['Six sector sandboxes', 'Regulators at the table', 'Shared pilots and data'],
    primary: { label: 'Join a Sandbox', to: '/partnership' },
    secondary: { label: 'Explore Projects', to: '#sandboxes' },
  },
  blocks: [
    {
      kind: 'sectors',
      id: 'sandboxes',
      eyebrow: 'Sector sandboxes',
      title: 'Active sandboxes across six sectors',
      intro:
        'Each sandbox brings together the organisations needed to move a solution from prototype to market: a corporate sponsor, innovators, domain experts and, where needed, the regulator.',
      items: [
        {
          name: 'FinTech',
          projectCount: 15,
          icon: 'fintech',
          tone: 'primary',
          description:
            'Digital payments, credit scoring and embedded finance tested with banks and central-bank observers.',
          action: exploreSandbox,
        },
        {
          name: 'HealthTech',
          projectCount: 12,
          icon: 'health',
          tone: 'accent',
          description:
            'Telemedicine, diagnostics and supply-chain tools piloted with hospitals and health insurers.',
          action: exploreSandbox,
        },
        {
          name: 'AgriTech',
          projectCount: 18,
          icon: 'agri',
          tone: 'secondary',
          description:
            'Precision farming, produce traceability and farmer finance trialled with agribusiness partners.',
          action: exploreSandbox,
        },
        {
          name: 'EnergyTech',
          projectCount: 9,
          icon: 'energy',
          tone: 'primary',
          description:
            'Off-grid power, smart metering and storage solutions tested with utilities and mini-grid operators.',
          action: exploreSandbox,
        },
        {
          name: 'EdTech',
          projectCount: 14,
          icon: 'edtech',
          tone: 'accent',
          description:
            'Learning platforms and skills assessment piloted with schools, universities and employers.',
          action: exploreSandbox,
        },
        {
          name: 'CleanTech',
          projectCount: 11,
          icon: 'clean',
          tone: 'secondary',
          description:
            'Recycling, water and emissions technologies validated with manufacturers and city authorities.',
          action: exploreSandbox,
        },
      ],
    },
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why innovate inside the Alliance',
      intro: 'Sandboxes lower the cost and risk of trying something new, for every party involved.',
      items: [
        {
          icon: 'regulation',
          title: 'Regulatory Clarity',
          description:
            'Test under agreed rules with regulators observing, so compliance questions are answered before launch, not after.',
        },
        {
          icon: 'market',
          title: 'Faster Time to Market',
          description:
            'Shared infrastructure, test users and data agreements mean pilots start in weeks instead of months.',
        },
        {
          icon: 'partners',
          title: 'Cross-Sector Partners',
          description:
            'Meet the corporates, startups and researchers who hold the missing piece of your solution.',
        },
        {
          icon: 'ip',
          title: 'Protected Ideas',
          description:
            'Clear IP and confidentiality terms agreed up front, so every contributor is credited and rewarded.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      eyebrow: 'How it works',
      title: 'From problem to deployed solution in five steps',
      intro: 'Every sandbox follows the same transparent path, agreed by all partners at the start.',
      items: [
        {
          title: 'Problem Definition',
          description:
            'A sponsor frames a real challenge with measurable success criteria and the constraints that matter.',
        },
        {
          title: 'Solution Development',
          description:
            'Selected innovators design and build candidate solutions with mentoring from sector experts.',
        },
        {
          title: 'Sandbox Testing',
          description:
            'Solutions run with real users under agreed rules, while results are measured and shared.',
        },
        {
          title: 'Scale & Deploy',
          description:
            'Proven solutions move into commercial agreements and roll out across the sponsor’s markets.',
        },
        {
          title: 'Protect & Reward',
          description:
            'IP is registered, revenue shares honoured and contributors recognised across the Alliance.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Have a challenge worth testing?',
    text: 'Bring a problem, a prototype or a regulatory question. We will match you with the partners to solve it.',
    primary: { label: 'Start a Sandbox', to: '/partnership' },
    secondary: { label: 'Learn More', to: '#how-it-works' },
  },
};
