/** Content of the F100 page (spec section 2 "F100 page"; response time of section 9). */

export type F100Icon = 'network' | 'recognition' | 'impact';

export interface TitledText {
  title: string;
  description: string;
}

export interface F100PageContent {
  title: string;
  badge: string;
  eyebrow: string;
  headline: string;
  lead: string;
  facts: { value: string; label: string }[];
  benefits: { eyebrow: string; title: string; intro: string; items: (TitledText & { icon: F100Icon })[] };
  requirements: { eyebrow: string; title: string; intro: string; items: string[] };
  process: { title: string; steps: string[] };
  form: { title: string; intro: string };
}

export const f100Page: F100PageContent = {
  title: 'The Founding 100 (F100)',
  badge: 'Limited to 100 Members',
  eyebrow: 'Founding circle',
  headline: 'Shape the collective from its first chapter',
  lead: 'The F100 is the founding circle of the collective: one hundred leaders in innovation and research who set its agenda, open doors for one another and mentor the next generation, as we assemble Africa’s top 500 leaders.',
  facts: [
    { value: '100', label: 'founding seats, and no more' },
    { value: '2 weeks', label: 'to hear back after you apply' },
    { value: '5', label: 'strategic pillars to shape' },
  ],
  benefits: {
    eyebrow: 'Why join',
    title: 'What founding members receive',
    intro:
      'Founding members hold a permanent place in the collective’s history and a direct hand in its direction.',
    items: [
      {
        icon: 'network',
        title: 'Exclusive Network',
        description:
          'Private roundtables, deal-flow sessions and an always-on channel with the other ninety-nine founders, across corporates, startups, academia and policy.',
      },
      {
        icon: 'recognition',
        title: 'Recognition',
        description:
          'The F100 badge on your profile, a place on the founders’ wall and invitations to speak at the collective’s flagship events.',
      },
      {
        icon: 'impact',
        title: 'Global Impact',
        description:
          'Lead pillar initiatives, steer research and sandboxes, and help decide where the collective invests its energy across Africa and beyond.',
      },
    ],
  },
  requirements: {
    eyebrow: 'Who we are looking for',
    title: 'Requirements',
    intro: 'Every application is read by the founding advisory board. We look for five things:',
    items: [
      'Leadership in innovation or research',
      'Minimum 5 years in the sector',
      'Commitment to collaborative innovation',
      'Active participation in the collective',
      'Willingness to mentor',
    ],
  },
  process: {
    title: 'What happens next',
    steps: [
      'The advisory board reviews your application within 2 weeks.',
      'Shortlisted applicants are invited to a short conversation with two founders.',
      'Successful applicants are welcomed into the F100 at the next founders’ session.',
    ],
  },
  form: {
    title: 'Apply to the F100',
    intro: 'Tell us about yourself, your work and what you would bring to the founding circle.',
  },
};
