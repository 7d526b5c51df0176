import type { PillarPageContent } from './types.ts';

export const acif: PillarPageContent = {
  id: 'acif',
  icon: 'capital',
  tone: 'primary',
  name: 'ACIF',
  fullName: 'Africa’s Corporate Innovation Fund',
  hero: {
    headline: 'Corporate capital for Africa’s next breakthroughs',
    lead: 'ACIF is a corporate-backed investment vehicle that funds startups, intrapreneurs and applied researchers building solutions with commercial promise and lasting impact across the continent.',
    highlights: [
      'Backed by corporate members',
      'Funding from $5K to $500K',
      'Hands-on support after investment',
    ],
    primary: { label: 'Apply for Funding', to: '/partnership' },
    secondary: { label: 'Become an Investor', to: '/partnership' },
  },
  blocks: [
    {
      kind: 'funding',
      id: 'funding',
      eyebrow: 'Funding categories',
      title: 'Three ways we invest',
      intro:
        'Whether you are founding a company, innovating inside one or turning research into products, there is a route for you.',
      items: [
        {
          title: 'Startup Funding',
          range: '$10K-$500K',
          description:
            'Pre-seed to Series A investment for startups solving problems that matter to our corporate members.',
          focus: ['Fintech and inclusive finance', 'Climate and energy', 'Health and agriculture'],
          action: { label: 'Apply Now', to: '/partnership' },
        },
        {
          title: 'Intrapreneurship Grants',
          range: '$5K-$100K',
          description:
            'Grants for teams inside established organisations to test new products, services and business models.',
          focus: ['New product pilots', 'Process and digital innovation', 'Sustainability initiatives'],
          action: { label: 'Apply Now', to: '/partnership' },
        },
        {
          title: 'Applied Research',
          range: '$25K-$250K',
          description:
            'Funding for university and institute teams turning research into technologies industry can adopt.',
          focus: ['Proof-of-concept studies', 'Industry-academia projects', 'IP commercialization'],
          action: { label: 'Apply Now', to: '/partnership' },
        },
      ],
    },
    {
      kind: 'metrics',
      id: 'impact',
      eyebrow: 'Impact',
      title: 'Results across our portfolio',
      intro: 'We measure success by the businesses built, the jobs created and the markets reached.',
      items: [
        {
          icon: 'growth',
          title: 'Portfolio Growth',
          metric: '150%',
          description: 'Average annual revenue growth of portfolio companies.',
        },
        {
          icon: 'jobs',
          title: 'Jobs Created',
          metric: '2,500+',
          description: 'Direct jobs created by the ventures we have funded.',
        },
        {
          icon: 'countries',
          title: 'Countries',
          metric: '15',
          description: 'Countries where our portfolio companies operate.',
        },
        {
          icon: 'success',
          title: 'Success Rate',
          metric: '78%',
          description: 'Share of funded ventures still operating and growing.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      eyebrow: 'Investment process',
      title: 'How funding decisions are made',
      intro: 'A clear, four-step process with feedback at every stage, whatever the outcome.',
      items: [
        {
          title: 'Application',
          description: 'Tell us about your team, the problem you solve, your traction and how much you need.',
        },
        {
          title: 'Initial Review',
          description:
            'Our investment team assesses fit and potential, and shortlisted applicants pitch to us.',
        },
        {
          title: 'Due Diligence',
          description:
            'We review financials, technology, legal structure and impact together with corporate experts.',
        },
        {
          title: 'Investment Decision',
          description:
            'The investment committee decides, terms are agreed and post-investment support begins.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Building something Africa needs?',
    text: 'Apply for funding or talk to us about co-investing alongside the fund.',
    primary: { label: 'Get Funding', to: '/partnership' },
    secondary: { label: 'Invest with ACIF', to: '/partnership' },
  },
};
