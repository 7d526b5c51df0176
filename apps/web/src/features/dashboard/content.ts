/**
 * The member dashboard's fixed words and numbers (spec section 2 "Member dashboard" and section 9):
 * there is no call for dashboard data, so counters and featured items are typed here, once.
 */

/** The page's sections, in sidebar order; each id is the anchor the sidebar scrolls to. */
export const dashboardSections = [
  { id: 'overview', label: 'Overview' },
  { id: 'membership', label: 'Membership' },
  { id: 'payment', label: 'Payment' },
  { id: 'community', label: 'Community' },
  { id: 'opportunities', label: 'Opportunities' },
] as const;
export type DashboardSectionId = (typeof dashboardSections)[number]['id'];

/** Spec section 9: sidebar widths, breakpoint and remembered state. */
export const sidebarLayout = {
  width: '16rem',
  mobileWidth: '18rem',
  iconOnlyWidth: '3rem',
  /** Below this width the sidebar is a drawer opened by the mobile menu button. */
  mobileBreakpointPx: 768,
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  /** ctrl+b (cmd+b on a Mac) toggles the sidebar. */
  shortcutKey: 'b',
} as const;

/** Spec section 9: the hard-coded dashboard counters. */
export const dashboardCounters = {
  communityActivity: 0,
  communitiesJoined: 0,
  eventsAttended: 0,
  trackedOpportunities: 0,
  availableOpportunities: 2,
} as const;

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: 'knowledge' | 'f100' | 'membership' | 'support';
}

export const quickActions: readonly QuickAction[] = [
  { label: 'Knowledge Hub', description: 'Read the latest insights', to: '/knowledge', icon: 'knowledge' },
  { label: 'F100 Community', description: 'Meet the founding circle', to: '/f100', icon: 'f100' },
  { label: 'Membership Plans', description: 'Compare the tiers', to: '/membership', icon: 'membership' },
  { label: 'Contact Support', description: 'We are here to help', to: '/#contact', icon: 'support' },
];

export interface UpgradeOffer {
  tier: 'builder' | 'leader';
  name: string;
  /** The one-line benefit the membership section's upgrade card leads with. */
  benefit: string;
  description: string;
}

/** Upgrade prompts (never shown to f100 members); both go to /membership. */
export const upgradeOffers: readonly UpgradeOffer[] = [
  {
    tier: 'builder',
    name: 'Builder',
    benefit: 'Enhanced collaboration',
    description: 'Work with peers in collaboration pods and member-only sessions.',
  },
  {
    tier: 'leader',
    name: 'Leader',
    benefit: 'Leadership development',
    description: 'Grow as an innovation leader with mentoring and executive programmes.',
  },
];
export const upgradePath = '/membership';

export interface CommunityOffer {
  id: 'f100' | 'innovation-hub';
  name: string;
  description: string;
  /** Where Join goes; none means Join only says it is coming soon. */
  joinTo?: string;
}

export const communities: readonly CommunityOffer[] = [
  {
    id: 'f100',
    name: 'F100 Community',
    description: "Africa's founding circle of corporate innovation leaders.",
    joinTo: '/f100',
  },
  {
    id: 'innovation-hub',
    name: 'Innovation Hub',
    description: 'Share ideas and projects with members across sectors.',
  },
];

export interface FeaturedOpportunity {
  id: string;
  title: string;
  highlight: string;
  description: string;
  tag: 'New' | 'Active';
}

export const featuredOpportunities: readonly FeaturedOpportunity[] = [
  {
    id: 'africa-innovation-challenge',
    title: 'Africa Innovation Challenge',
    highlight: '$100K prize',
    description: 'Pitch a solution to a continental challenge for a share of the prize fund.',
    tag: 'New',
  },
  {
    id: 'corporate-partnerships',
    title: 'Corporate Partnerships',
    highlight: 'Fortune 500 connections',
    description: 'Meet corporate partners looking for startups and researchers to work with.',
    tag: 'Active',
  },
];

/** Words shown by the panels and sections. */
export const dashboardText = {
  pageTitle: 'Dashboard',
  subtitle: "Here's an overview of your membership and activity.",
  generatingMembershipId: 'Generating...',
  defaultStatus: 'pending' as const,
  /** The tier badge of a member without a tier. */
  memberTier: 'Member',
  activeSince: 'Active since',
  memberSince: 'Member since',
  freeTier: 'Free tier',
  annualBilling: 'Annual billing',
  freePlan: 'Free Plan',
  annual: 'Annual',
  annualRenewal: 'Annual renewal',
  comingSoon: 'Coming Soon',
  autoRenewalPanelNote: 'Save 10% with annual billing',
  autoRenewalSectionNote: '10% discount applied',
  paymentMethodNote: 'The card or account your membership is billed to.',
  noTrackedOpportunities: 'No opportunities tracked yet',
  comingSoonToast: {
    title: 'Coming soon',
    description: 'This feature is on its way. We will let you know when it is ready.',
  },
  trackToast: {
    title: 'Coming soon',
    description: 'Tracking opportunities will be available soon.',
  },
  communityPartners: 'Community Partners',
  sponsored: 'Sponsored',
} as const;

/** Spec section 9: ads on the dashboard target Nigeria. */
export const adCountry = 'NG';
