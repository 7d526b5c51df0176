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
  { id: 'settings', label: 'Settings' },
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
  /** Where Join goes; none: no Join button, as there is nothing to join yet. */
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
  /** The page that tells more (Learn More). There is no Track button: tracking does not exist yet. */
  learnMoreTo: string;
}

export const featuredOpportunities: readonly FeaturedOpportunity[] = [
  {
    id: 'africa-innovation-challenge',
    title: 'Africa Innovation Challenge',
    highlight: '$100K prize',
    description: 'Pitch a solution to a continental challenge for a share of the prize fund.',
    tag: 'New',
    learnMoreTo: '/pillars/acif',
  },
  {
    id: 'corporate-partnerships',
    title: 'Corporate Partnerships',
    highlight: 'Fortune 500 connections',
    description: 'Meet corporate partners looking for startups and researchers to work with.',
    tag: 'Active',
    learnMoreTo: '/partnership',
  },
];

/** Words shown by the panels and sections. */
export const dashboardText = {
  pageTitle: 'Dashboard',
  subtitle: "Here's an overview of your membership and activity.",
  generatingMembershipId: 'Generating...',
  defaultStatus: 'pending' as const,
  /** The word after the tier on the header's badge ('Builder Member'). */
  memberTier: 'Member',
  /** Staff without a membership: their badge, tier and billing note. */
  noMembership: 'No membership',
  /** The payment status of someone with no membership. */
  noPayment: 'None',
  /** The payment status of a granted tier: nothing was paid, nothing is owed. */
  nothingToPay: 'Nothing to pay',
  activeSince: 'Active since',
  memberSince: 'Member since',
  freeTier: 'Free tier',
  annualBilling: 'Annual billing',
  freePlan: 'Free Plan',
  annual: 'Annual',
  annualRenewal: 'Annual renewal',
  monthlyBilling: 'Monthly billing',
  monthly: 'Monthly',
  monthlyRenewal: 'Monthly renewal',
  comingSoon: 'Coming Soon',
  autoRenewalPanelNote: 'Save 10% with annual billing',
  autoRenewalSectionNote: '10% discount applied',
  paymentMethodNote: 'The card or account your membership is billed to.',
  /** A tier granted by staff: no billing cycle, nothing charged. */
  complimentary: (tier: string) => `Complimentary: ${tier}`,
  noTrackedOpportunities: 'No opportunities tracked yet',
  communityPartners: 'Community Partners',
  sponsored: 'Sponsored',
} as const;

/** Spec section 9: ads on the dashboard target Nigeria. */
export const adCountry = 'NG';

/** The Settings section's words: titles, buttons and the toasts of each action. */
export const settingsText = {
  title: 'Settings',
  subtitle: 'Your profile, sign-in details and data.',
  profile: { title: 'Profile', save: 'Save profile', saving: 'Saving...' },
  newsletter: {
    title: 'Newsletter',
    description: 'New research, event notes and case studies, by e-mail when we publish them.',
    label: 'Send me the newsletter',
  },
  email: {
    title: 'Email address',
    current: 'Current email',
    sendCode: 'Send code',
    sending: 'Sending...',
    withPassword: 'Enter your password to confirm it is you.',
    withCode: 'Enter the 6-digit code we sent to your current email.',
    useCode: 'Send me a code instead',
    usePassword: 'Use my password instead',
    codeHelp: (email: string) => `Enter the 6-digit code we sent to ${email}. It is valid for 5 minutes.`,
    confirm: 'Change email',
    confirming: 'Changing...',
    cancel: 'Use another address',
  },
  password: {
    title: 'Password',
    currentHelp: 'Leave empty if you have not set a password yet.',
    save: 'Change password',
    saving: 'Changing...',
  },
  data: {
    title: 'Your data',
    description:
      'Download everything we hold about you: profile, membership history, subscriptions, payments and the forms you sent.',
    download: 'Download my data',
    downloading: 'Preparing...',
  },
  deletion: {
    title: 'Delete my account',
    description:
      'Your subscription is cancelled at once, you are signed out everywhere and your personal data is erased. This cannot be undone.',
    open: 'Delete my account',
    dialogTitle: 'Delete your account?',
    withPassword: 'Enter your password to confirm.',
    withCode: 'Enter the 6-digit code we sent to your email.',
    useCode: 'Send me a code instead',
    usePassword: 'Use my password instead',
    confirm: 'Delete my account',
    deleting: 'Deleting...',
    cancel: 'Cancel',
  },
  toasts: {
    profileSaved: { title: 'Profile Updated', description: 'Your profile has been saved.' },
    profileFailed: 'Update Failed',
    newsletterOn: { title: 'Newsletter On', description: 'You will receive the newsletter.' },
    newsletterOff: { title: 'Newsletter Off', description: 'You will not receive the newsletter.' },
    codeSent: (email: string) => ({ title: 'Code Sent', description: `A code has been sent to ${email}.` }),
    approvalCodeSent: {
      title: 'Code Sent',
      description: 'A code to change your email has been sent to your current email.',
    },
    deletionCodeSent: {
      title: 'Code Sent',
      description: 'A code to delete your account has been sent to your email.',
    },
    codeFailed: 'Code Not Sent',
    emailChanged: (email: string) => ({ title: 'Email Changed', description: `Your email is now ${email}.` }),
    emailFailed: 'Email Change Failed',
    passwordChanged: { title: 'Password Changed', description: 'Your other sessions have been signed out.' },
    passwordFailed: 'Password Change Failed',
    downloaded: { title: 'Download Ready', description: 'Your data has been downloaded as a JSON file.' },
    downloadFailed: 'Download Failed',
    deleted: { title: 'Account Deleted', description: 'Your account and personal data have been deleted.' },
    deleteFailed: 'Deletion Failed',
    fallback: 'Please try again later.',
    offline: 'Unable to connect to the server. Please try again.',
  },
};

/** The Membership and Payment sections' billing words and toasts. */
export const billingText = {
  completePayment: 'Complete payment',
  actionRequired: 'Action required',
  actionRequiredNotice:
    'Your bank asks you to confirm your latest payment before it can go through. Open the invoice and follow your bank’s steps.',
  confirmPayment: 'Confirm payment',
  unpaidNotice:
    'Your payment was not completed, so your membership is not paid yet. Choose Complete payment when you are ready.',
  unpaidHint: 'Your membership is not paid yet.',
  autoRenewalOn: 'On',
  autoRenewalOff: 'Off',
  cancelsOn: (date: string) => `Cancels on ${date}`,
  nextPayment: (date: string, amount: string) => `${date} · ${amount}`,
  cancel: 'Cancel subscription',
  cancelDialog: {
    title: 'Cancel your subscription?',
    description: (tier: string, date: string) =>
      `Your ${tier} membership stays paid until ${date}, the end of the period you have paid for. It then ends and will not renew: nothing more is charged. You can resume it until that date.`,
    keep: 'Keep my subscription',
    confirm: 'Cancel subscription',
    cancelling: 'Cancelling...',
  },
  resume: 'Resume',
  redirectingToast: {
    title: 'Redirecting to payment',
    description: 'Taking you to the secure payment page.',
  },
  portalToast: {
    title: 'Opening your billing portal',
    description: 'Update your payment method and see your invoices there.',
  },
  cancelledToast: (date: string) => ({
    title: 'Subscription cancelled',
    description: `Your membership stays paid until ${date} and will not renew.`,
  }),
  resumedToast: { title: 'Subscription resumed', description: 'Your membership renews automatically again.' },
  changePlan: 'Change plan',
  changePlanTitle: 'Change your plan',
  changePlanHint:
    'A higher tier, or yearly billing, starts now: the difference for this period is charged at once. A lower tier, or monthly billing, starts when your current period ends.',
  enterpriseHint: 'Enterprise partnerships are arranged with us.',
  pendingChange: (tier: string, date: string) => `Changes to ${tier} on ${date}`,
  planChangedToast: (tier: string) => ({
    title: 'Plan changed',
    description: `You are now a ${tier} member.`,
  }),
  planScheduledToast: (tier: string, date: string) => ({
    title: 'Plan change scheduled',
    description: `Your ${tier} membership starts on ${date}.`,
  }),
  planKeptToast: { title: 'Plan kept', description: 'Your current plan renews as before.' },
  payments: {
    title: 'Payments',
    caption: 'Your payments, newest first',
    paid: 'Paid',
    refunded: (date: string) => `Refunded ${date}`,
    card: (last4: string) => `Card ending in ${last4}`,
    invoiceLink: (receipt: string) => `Invoice for receipt ${receipt} (opens in a new tab)`,
  },
  failedToast: (message: string) => ({ title: 'Something went wrong', description: message }),
  fallbackError: 'The request could not be completed. Please try again.',
} as const;
