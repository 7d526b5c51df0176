import type { PillarPageContent } from './types.ts';

/** Programs take partners through the partnership inquiry, as 'Join as a Student' does. */
const joinProgram = { label: 'Join Program', to: '/partnership' };

export const academia: PillarPageContent = {
  id: 'academia',
  icon: 'bridge',
  tone: 'accent',
  name: 'CollegeBridges',
  fullName: 'Industry–Academia Bridges',
  hero: {
    headline: 'From academic labs to corporate ventures',
    lead: 'CollegeBridges connects students, researchers and universities with corporate partners through fellowships, IP commercialization and joint labs, turning research into products and careers.',
    highlights: ['Paid fellowships', 'IP commercialization support', 'Joint industry labs'],
    primary: { label: 'Join as a Student', to: '/partnership' },
    secondary: { label: 'Join as Faculty', to: '/partnership' },
  },
  blocks: [
    {
      kind: 'bridges',
      id: 'programs',
      eyebrow: 'Programs',
      title: 'Three bridges between campus and industry',
      intro: 'Each program pairs academic talent with a corporate partner around a shared, practical goal.',
      items: [
        {
          icon: 'fellowship',
          title: 'Innovation Fellowships',
          description:
            'Graduate students and early-career researchers work on corporate innovation projects with a paid stipend and dual mentorship.',
          duration: '6-24 months',
          participants: '50+ fellows',
          outcomes: [
            'Industry-ready research skills',
            'Publishable applied work',
            'Pathways into member organisations',
          ],
          action: joinProgram,
        },
        {
          icon: 'ip',
          title: 'IP Commercialization',
          description:
            'University inventions are assessed, protected and licensed or spun out with corporate partners and ACIF funding.',
          duration: '12-36 months',
          participants: '25+ projects',
          outcomes: [
            'Patent and licensing support',
            'Spin-out company formation',
            'Revenue shared with inventors',
          ],
          action: joinProgram,
        },
        {
          icon: 'lab',
          title: 'Joint Research Labs',
          description:
            'Long-term labs co-funded by universities and corporates, working on problems that matter to both.',
          duration: 'Ongoing',
          participants: '15+ universities',
          outcomes: ['Shared equipment and data', 'Multi-year research agendas', 'Student placements'],
          action: joinProgram,
        },
      ],
    },
    {
      kind: 'features',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Value on both sides of the bridge',
      intro:
        'Universities gain relevance and funding; companies gain talent and ideas; students gain careers.',
      items: [
        {
          icon: 'research',
          title: 'Research with Impact',
          description:
            'See your work leave the lab and reach customers, with partners who know how to take it to market.',
        },
        {
          icon: 'talent',
          title: 'Talent Pipeline',
          description:
            'Companies meet outstanding graduates early and recruit people who already know their challenges.',
        },
        {
          icon: 'capital',
          title: 'Funding Access',
          description: 'Projects gain access to ACIF applied research funding and corporate co-investment.',
        },
        {
          icon: 'university',
          title: 'Institutional Partnerships',
          description:
            'Universities build lasting, structured relationships with industry rather than one-off projects.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'success-stories',
      eyebrow: 'Success stories',
      title: 'What bridges have already built',
      intro: 'A few of the collaborations that started in a lab and ended up in the market.',
      items: [
        {
          title: 'Low-cost soil sensors reach smallholder farms',
          university: 'Agricultural sciences faculty, East Africa',
          corporatePartner: 'Regional agribusiness group',
          outcome:
            'A lab prototype became a licensed product sold through the partner’s distribution network.',
        },
        {
          title: 'Mobile credit model cuts default rates',
          university: 'Business school, West Africa',
          corporatePartner: 'Pan-African mobile money operator',
          outcome: 'A fellowship project produced a scoring model now used in the partner’s lending product.',
        },
        {
          title: 'Solar cold storage spins out as a startup',
          university: 'Engineering university, Southern Africa',
          corporatePartner: 'Renewable energy utility',
          outcome: 'A joint lab design was spun out with ACIF funding and now serves market traders.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Build a bridge with us',
    text: 'Universities, research groups and companies can all become partners. Students and faculty can join a program.',
    primary: { label: 'Become a Partner', to: '/partnership' },
    secondary: { label: 'Submit Research', to: '/partnership' },
  },
};
