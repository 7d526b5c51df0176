/** Content of the partnership page (spec section 2 "Partnership page"; response time of section 9). */

export type PartnershipIcon = 'sponsorship' | 'research' | 'event' | 'challenge' | 'funding' | 'knowledge';

export interface PartnershipPageContent {
  eyebrow: string;
  title: string;
  headline: string;
  lead: string;
  promise: { value: string; label: string };
  ways: {
    eyebrow: string;
    title: string;
    intro: string;
    items: { icon: PartnershipIcon; title: string; description: string }[];
  };
  form: { title: string; intro: string };
}

export const partnershipPage: PartnershipPageContent = {
  eyebrow: 'Partnerships',
  title: 'Partner with Us',
  headline: 'Build the future of innovation in Africa together',
  lead: 'Corporates, funders, universities, governments and development organisations partner with the collective to sponsor programs, co-run sandboxes, fund ventures and share what works.',
  promise: {
    value: '48 hours',
    label: 'Our partnerships team replies to every inquiry within 48 hours.',
  },
  ways: {
    eyebrow: 'Ways to partner',
    title: 'Find the partnership that fits',
    intro:
      'Most partnerships combine several of these. Tell us what you have in mind and we will shape the rest together.',
    items: [
      {
        icon: 'sponsorship',
        title: 'Corporate Sponsorship',
        description:
          'Support a pillar, a program cohort or the annual forum, with visibility across the collective.',
      },
      {
        icon: 'research',
        title: 'Research Collaboration',
        description:
          'Co-author studies, share data and commission research through CollegeBridges and our fellows.',
      },
      {
        icon: 'event',
        title: 'Event Partnership',
        description: 'Host or co-organise roundtables, demo days and summits with our members and founders.',
      },
      {
        icon: 'challenge',
        title: 'Innovation Challenge',
        description:
          'Put a business problem to startups and researchers, and pilot the best answers in a sandbox.',
      },
      {
        icon: 'funding',
        title: 'Venture Funding',
        description:
          'Co-invest alongside ACIF or build new ventures with VSaaS, with deal flow from across the network.',
      },
      {
        icon: 'knowledge',
        title: 'Knowledge Sharing',
        description: 'Contribute case studies, mentors and expertise to the Knowledge Hub and our programs.',
      },
    ],
  },
  form: {
    title: 'Tell us about your organisation',
    intro: 'A few details help us bring the right people to the first conversation.',
  },
};
