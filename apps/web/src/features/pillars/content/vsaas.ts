import type { PillarPageContent } from './types.ts';

export const vsaas: PillarPageContent = {
  id: 'vsaas',
  icon: 'studio',
  tone: 'secondary',
  name: 'VSaaS',
  fullName: 'Venture Studio as a Service',
  hero: {
    headline: 'Build new ventures without disrupting the core',
    lead: 'VSaaS gives corporates a ready-made venture studio: the people, methods and startup network to incubate and scale new businesses alongside the existing one, with clear stage gates and shared risk.',
    highlights: ['Dedicated venture teams', 'Stage-gated investment', 'Access to founders and talent'],
    primary: { label: 'Start a Venture', to: '/partnership' },
  },
  blocks: [
    {
      kind: 'services',
      id: 'services',
      eyebrow: 'Services',
      title: 'Engagements sized to your ambition',
      intro:
        'Start with a short discovery sprint or hand us a full venture build: each engagement has a fixed scope and clear deliverables.',
      items: [
        {
          title: 'Venture Discovery Sprint',
          duration: '4-6 weeks',
          description:
            'Identify and size the venture opportunities closest to your strategy, assets and customers, and choose which to pursue.',
          deliverables: [
            'Opportunity map and market sizing',
            'Customer interviews and problem validation',
            'Shortlist of venture concepts with investment case',
          ],
        },
        {
          title: 'Venture Build',
          duration: '6-12 months',
          description:
            'A dedicated studio team designs, builds and launches the venture, from prototype to first paying customers.',
          deliverables: [
            'Validated product and business model',
            'Minimum viable product in market',
            'Founding team recruited and onboarded',
          ],
        },
        {
          title: 'Venture Scale',
          duration: '12+ months',
          description:
            'Grow a proven venture into a standalone business, with governance, funding and the option to spin out or integrate.',
          deliverables: [
            'Growth plan and operating model',
            'External funding or spin-out structure',
            'Board and governance set-up',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'The speed of a startup, the strength of a corporate',
      intro: 'VSaaS protects the core business while giving new ventures the freedom they need to grow.',
      items: [
        {
          icon: 'risk',
          title: 'Reduced Risk',
          description:
            'Stage-gated funding releases money only as evidence grows, so weak ideas stop early and cheaply.',
        },
        {
          icon: 'speed',
          title: 'Faster Launch',
          description:
            'A proven studio playbook and ready team take ventures to market in months, not years.',
        },
        {
          icon: 'talent',
          title: 'Entrepreneurial Talent',
          description:
            'Access experienced founders, operators and the collective’s network of startups and specialists.',
        },
        {
          icon: 'capital',
          title: 'Flexible Ownership',
          description:
            'Keep the venture in-house, co-own it with founders or spin it out with outside investors.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'phases',
      eyebrow: 'Our process',
      title: 'Four phases from idea to scale',
      intro: 'Each phase ends with a decision meeting where you choose to continue, pivot or stop.',
      items: [
        {
          title: 'Discovery',
          description: 'Map opportunities, talk to customers and select the concepts worth testing.',
        },
        {
          title: 'Validation',
          description: 'Prove demand with prototypes, pilots and letters of intent before major investment.',
        },
        {
          title: 'Build',
          description: 'Assemble the team, build the product and win the first paying customers.',
        },
        {
          title: 'Scale',
          description: 'Grow revenue, raise capital and set up the venture to stand on its own.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Let’s build your next business together',
    text: 'Tell us about the opportunity you see. We will propose the engagement that fits your stage and budget.',
    primary: { label: 'Partner with VSaaS', to: '/partnership' },
    secondary: { label: 'Speak with an Expert', to: '/partnership' },
  },
};
