import type { PillarPageContent } from './types.ts';

export const scitech: PillarPageContent = {
  id: 'scitech',
  icon: 'school',
  tone: 'primary',
  name: 'SCITech',
  fullName: 'School of Corporate Innovation & Technology',
  hero: {
    headline: 'The graduate school for corporate innovators',
    lead: 'SCITech trains the intrapreneurs, innovation managers and venture leaders who build new growth inside established organisations, with programs designed by practitioners and taught on live company challenges.',
    highlights: [
      'Executive and professional tracks',
      'Taught on real corporate projects',
      'Credentials recognised by members',
    ],
    primary: { label: 'Apply Now', to: '/membership' },
  },
  blocks: [
    {
      kind: 'programs',
      id: 'programs',
      eyebrow: 'Programs',
      title: 'Programs for every stage of the innovation career',
      intro:
        'Three tracks, from a first certificate to a year-long leadership journey, each combining faculty sessions, peer cohorts and a project inside your own organisation.',
      items: [
        {
          title: 'Corporate Innovation Leadership',
          duration: '12 months',
          level: 'Executive',
          description:
            'For senior leaders who own an innovation mandate: portfolio strategy, governance of new ventures, corporate venture capital and leading change across business units.',
        },
        {
          title: 'Venture Building Accelerator',
          duration: '6 months',
          level: 'Advanced',
          description:
            'Take a venture idea from problem discovery to a funded pilot, with weekly coaching, customer validation sprints and a final pitch to a corporate investment committee.',
        },
        {
          title: 'Innovation Management Certificate',
          duration: '3 months',
          level: 'Professional',
          description:
            'The foundations of structured innovation: opportunity framing, design thinking, lean experimentation and building the business case for new products.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'why-scitech',
      eyebrow: 'Why SCITech',
      title: 'Learning that changes how your organisation innovates',
      intro:
        'Every program is built around the realities of innovating inside large organisations across Africa and emerging markets.',
      items: [
        {
          icon: 'faculty',
          title: 'World-Class Faculty',
          description:
            'Learn from corporate innovation leaders, venture builders and researchers who have launched and scaled new businesses themselves.',
        },
        {
          icon: 'projects',
          title: 'Real-World Projects',
          description:
            'Apply each module to a live challenge from your own organisation or a member company, and leave with work your leadership can act on.',
        },
        {
          icon: 'network',
          title: 'Global Network',
          description:
            'Join cohorts of peers from corporates, startups and the public sector, and stay connected through the collective long after graduation.',
        },
        {
          icon: 'credential',
          title: 'Recognized Credentials',
          description:
            'Earn certificates endorsed by the collective and its corporate members, demonstrating skills employers are actively hiring for.',
        },
      ],
    },
  ],
  callToAction: {
    title: 'Ready to lead innovation from within?',
    text: 'Join the collective to access SCITech programs, or talk to our admissions team about the right track for you or your team.',
    primary: { label: 'Apply to SCITech', to: '/membership' },
    secondary: { label: 'Schedule Consultation', to: '/partnership' },
  },
};
