import type { TierOffer } from '@commons/core/members/tiers';

/** What each tier on /membership offers. Prices and badges come from core's tier catalogue. */
export interface TierContent {
  /** One line on who the tier is for. */
  summary: string;
  features: string[];
  /** The card's button text. */
  cta: string;
}

export const tierContent: Record<TierOffer['id'], TierContent> = {
  explorer: {
    summary: 'Discover the collective and follow its work.',
    features: [
      'Full access to the Knowledge Hub',
      'Monthly insights newsletter',
      'Public webinars and community events',
      'Member profile and directory listing',
    ],
    cta: 'Start for Free',
  },
  builder: {
    summary: 'For professionals ready to collaborate on real projects.',
    features: [
      'Everything in Explorer',
      'Member-only roundtables and workshops',
      'Join innovation collaboration pods',
      'Discounts on SCITech certificates',
      'Showcase your projects to members',
    ],
    cta: 'Choose Builder',
  },
  leader: {
    summary: 'For leaders driving innovation inside their organisations.',
    features: [
      'Everything in Builder',
      'Leadership development circles',
      'Mentorship matching with senior members',
      'Priority access to WSA sandboxes',
      'Invitations to executive forums',
    ],
    cta: 'Choose Leader',
  },
  catalyst: {
    summary: 'For investors, founders and venture builders who move capital and ideas.',
    features: [
      'Everything in Leader',
      'ACIF deal-flow briefings',
      'VSaaS forum and venture studio office hours',
      'Speaking opportunities at flagship events',
      'A dedicated community manager',
    ],
    cta: 'Choose Catalyst',
  },
  guardian: {
    summary: 'For students and young innovators starting their journey.',
    features: [
      'Youth innovation bootcamps',
      'Mentorship from vetted members',
      'CollegeBridges pathway sessions',
      'A safe, moderated community space',
      'Certificates of participation',
    ],
    cta: 'Choose Guardian',
  },
  enterprise: {
    summary: 'For organisations partnering with the collective at scale.',
    features: [
      'Memberships for your whole team',
      'Co-branded programs and sandboxes',
      'Innovation challenges with our network',
      'Custom research and briefings',
      'A dedicated partnership lead',
    ],
    cta: 'Contact Us',
  },
};

export const membershipPage = {
  eyebrow: 'Membership',
  title: 'Choose Your Membership',
  lead: 'Join more than 1,200 innovation leaders across Africa and beyond. Start free, or choose the tier that matches your ambition; you can upgrade at any time.',
  merchNote: 'All annual subscriptions come with a free merch item.',
  f100: {
    title: 'Looking for the founding circle?',
    text: 'F100 membership is by application only and limited to 100 leaders in innovation and research.',
    cta: 'Apply to F100',
  },
};
