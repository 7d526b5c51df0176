/** The founding advisory board (spec sections 2 and 3): eight advisors, shown with initials. */
import { siteName } from './site.ts';

export interface Advisor {
  id: string;
  name: string;
  title: string;
  company: string;
  /** 'Founder | Convener', 'Chairperson' or 'Member for ...'. */
  advisoryRole: string;
  /** The advisor's message to visitors, shown as the carousel's quote. */
  message: string;
  bio: string;
}

/** The role whose card gets the highlighted style. */
export const highlightedAdvisoryRole = 'Founder | Convener';

export const advisors: Advisor[] = [
  {
    id: 'adaeze-okonkwo-bello',
    name: 'Adaeze Okonkwo-Bello',
    title: 'Founder & Executive Director',
    company: siteName,
    advisoryRole: 'Founder | Convener',
    message:
      'Corporate innovation in Africa should not depend on a lucky few. We built this collective so that the playbooks, the networks and the capital become common goods that every innovator can use.',
    bio: 'Two decades leading strategy and new ventures in banking and telecoms across West and East Africa before founding the collective.',
  },
  {
    id: 'kwame-asante-mensah',
    name: 'Kwame Asante-Mensah',
    title: 'Former Group Chief Strategy Officer',
    company: 'Harmattan Bank',
    advisoryRole: 'Chairperson',
    message:
      'Our job as a board is to keep the collective honest: independent, evidence-led and useful to the people doing the work inside large organisations.',
    bio: 'Led strategy and corporate development for a pan-African banking group and chairs two fintech boards.',
  },
  {
    id: 'njeri-kariuki',
    name: 'Njeri Kariuki',
    title: 'Head of Innovation',
    company: 'Okavango Telecom Group',
    advisoryRole: 'Member for Scaling Innovation',
    message:
      'Pilots are easy; scale is hard. I want every member to leave a conversation here knowing how to take the next step from proof of concept to product.',
    bio: 'Built and scaled mobile-money and enterprise products to millions of customers in six markets.',
  },
  {
    id: 'tendai-moyo',
    name: 'Tendai Moyo',
    title: 'Managing Partner',
    company: 'Sankofa Ventures',
    advisoryRole: 'Member for VSaaS',
    message:
      'Venture studios let corporates build new businesses with the discipline of startups and the reach of incumbents. Done well, both sides win.',
    bio: 'Co-founded three venture-backed companies and now runs a studio building ventures with corporate partners.',
  },
  {
    id: 'fatou-diagne',
    name: 'Fatou Diagne',
    title: 'Senior Policy Adviser',
    company: 'Nile Basin Institute',
    advisoryRole: 'Member for Corporate Innovation Policy',
    message:
      'Good policy follows good evidence. The collective gives regulators and innovators a shared table and a shared sandbox.',
    bio: 'Advises governments and regional bodies on innovation, competition and regulatory sandboxes.',
  },
  {
    id: 'youssef-el-idrissi',
    name: 'Youssef El Idrissi',
    title: 'Chief Digital Officer',
    company: 'Atlantic Coast Ports',
    advisoryRole: 'Member for Digital Transformation',
    message:
      'Transformation is a people project first. I am here to help leaders bring their teams along, not just their technology.',
    bio: 'Leads the digital programme of a regional logistics operator after a career in industrial engineering.',
  },
  {
    id: 'amara-nwosu-clarke',
    name: 'Amara Nwosu-Clarke',
    title: 'Director, International Markets',
    company: 'Cape Meridian Capital',
    advisoryRole: 'Member for Global Expansion',
    message:
      'African ventures are ready for the world, and the world is ready for them. Our members deserve partners who can open those doors.',
    bio: 'Has structured cross-border investments and market entries between Africa, Europe and the Gulf.',
  },
  {
    id: 'sipho-ndlovu',
    name: 'Prof. Sipho Ndlovu',
    title: 'Professor of Materials Engineering',
    company: 'Atlas Highlands University',
    advisoryRole: 'Member for Deep Tech Community',
    message:
      'Deep tech needs patient partners. By bringing labs and corporates together early, we shorten the road from research to real products.',
    bio: 'Runs an applied materials laboratory and has spun out two companies from university research.',
  },
];
