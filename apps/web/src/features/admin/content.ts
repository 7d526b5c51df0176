import { adCampaignStatuses, adSlotIds } from '@commons/core/ads/ad-campaign';
import { adminSettableStatuses, paymentStatuses } from '@commons/core/members/membership-status';
import { accountTiers } from '@commons/core/members/tiers';

/** Spec section 2: the filters of User Management. */
export const statusFilters = ['all', ...adminSettableStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The spec's tier filter, with Explorer added (issue 12: the free tier was missing). */
export const tierFilters = ['all', 'f100', 'guardian', 'catalyst', 'leader', 'builder', 'explorer'] as const;
export type TierFilter = (typeof tierFilters)[number];

export const paymentFilters = ['all', ...paymentStatuses] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

/** Tiers an admin may grant without payment (every account tier, f100 included). */
export const grantableTiers = accountTiers;

export const pageSizes = [25, 50, 100] as const;

export const adminCopy = {
  title: 'Admin Dashboard',
  intro: 'Follow the business figures; manage members, content and sponsored ad campaigns.',
  stripeTestMode: {
    title: 'Stripe test mode',
    text: 'Payments use a Stripe test key: no real money is taken. Set the live key before members pay.',
  },
  accessTitle: 'Admin access required',
  accessBody: 'This page is only available to super admins. Sign in with an admin account to continue.',
  tabs: {
    overview: 'Overview',
    users: 'User Management',
    submissions: 'Submissions',
    knowledge: 'Knowledge',
    newsletter: 'Newsletter',
    ads: 'Ad Management',
    sponsors: 'Sponsors',
    staff: 'Staff',
    audit: 'Audit log',
    profile: 'My author profile',
  },
  businessStats: {
    mrr: 'Monthly recurring revenue',
    arr: 'Annual recurring revenue',
    paying: 'Paying members',
    subscribers: 'Newsletter subscribers',
  },
  userStats: { total: 'Total Users', active: 'Active Members', f100: 'F100 Members', pending: 'Pending' },
  adStats: {
    total: 'Total Campaigns',
    active: 'Active Campaigns',
    impressions: 'Total Impressions',
    clicks: 'Total Clicks',
  },
  userColumns: ['Name', 'Email', 'Organization', 'Tier', 'Status', 'Payment', 'Joined', 'Actions'],
  adColumns: ['Campaign', 'Slot', 'Status', 'Weight', 'Impressions', 'Clicks', 'CTR', 'Actions'],
  noUsers: 'No users yet.',
  detail: {
    title: 'Member detail',
    close: 'Close member detail',
    open: (name: string) => `Details of ${name}`,
    history: 'History',
    noHistory: 'No recorded changes yet.',
    grant: 'Grant tier without payment',
    grantButton: 'Grant',
    grantDialogTitle: 'This member pays for a subscription',
    grantDialogText: 'A complimentary tier is never charged. What happens to their paid subscription?',
    cancelAtPeriodEnd: 'Cancel at the end of the period paid for',
    cancelNow: 'Cancel now, with a prorated refund',
    confirmGrant: 'Grant and cancel',
    keepSubscription: 'Back',
    removeGrant: 'Remove grant (back to Explorer)',
    grantRemoved: 'Grant removed',
    removeGrantFailed: 'Failed to remove the grant',
    resend: 'Resend verification',
    sendSignInCode: 'Send a sign-in code',
    signInCodeSent: 'Sign-in code sent',
    signInCodeFailed: 'Failed to send a sign-in code',
    signOut: 'Sign out everywhere',
    granted: 'Tier granted',
    grantFailed: 'Failed to grant tier',
    resent: 'Verification code sent',
    resendFailed: 'Failed to resend verification',
    signedOut: (count: number) => `Signed out of ${count} session${count === 1 ? '' : 's'}`,
    signOutFailed: 'Failed to sign out',
    loadFailed: 'Failed to load the member',
    subscription: 'Subscription',
    noSubscription: 'No running subscription.',
    allSubscriptions: 'All subscriptions',
    payments: 'Payments',
    noPayments: 'No payments yet.',
    paid: 'Paid',
    invoice: 'Invoice',
    stripeCustomer: 'Open the customer in Stripe',
    sessions: 'Sessions',
    noSessions: 'Not signed in anywhere.',
  },
  noMatchingUsers: 'No users match these filters.',
  memberImport: {
    open: 'Import',
    title: 'Import members',
    intro:
      'Choose a CSV file with the columns email, firstName, lastName, organization, position, phone, tier and status (an exported members.csv works). The file is checked first and nothing changes until you press Import.',
    choose: 'Choose CSV file',
    checking: (file: string) => `Checking ${file}…`,
    counts: (created: number, updated: number, unchanged: number) =>
      `Would create ${created}, update ${updated}, leave ${unchanged} unchanged.`,
    skipped: (rows: number) =>
      `${rows} row${rows === 1 ? ' has' : 's have'} errors. Import skips ${rows === 1 ? 'it' : 'them'} and imports the other rows.`,
    errorColumns: ['Row', 'Field', 'Message'],
    errorsLabel: 'Rows with errors',
    submit: 'Import',
    tooLarge: 'The file is too large: an import takes at most 5 MB.',
    unreachable: 'The server could not be reached. Check the connection and try again.',
    failed: 'The import failed. Try again.',
    imported: 'Members imported successfully',
    importedCounts: (created: number, updated: number, unchanged: number, skipped: number) =>
      `Created ${created}, updated ${updated}, unchanged ${unchanged}` +
      (skipped ? `, skipped ${skipped} with errors.` : '.'),
  },
  noCampaigns: 'No ad campaigns yet. Create the first one to fill a dashboard slot.',
  adminLabel: 'Admin',
  toasts: {
    userUpdated: 'User updated successfully',
    userFailed: 'Failed to update user',
    created: 'Ad campaign created successfully',
    updated: 'Ad campaign updated successfully',
    deleted: 'Ad campaign deleted successfully',
    createFailed: 'Failed to create ad campaign',
    updateFailed: 'Failed to update ad campaign',
    deleteFailed: 'Failed to delete ad campaign',
    fetchFailed: 'Failed to fetch ads',
    usersFetchFailed: 'Failed to fetch users',
    articleCreated: 'Article created as a draft',
    articleUpdated: 'Article saved',
    revisionRestored: 'Revision restored as a new save',
    articlePublished: 'Article published',
    articleUnpublished: 'Article unpublished',
    articleDeleted: 'Article deleted',
    articleFailed: 'Failed to save the article',
    articleDeleteFailed: 'Failed to delete the article',
    articlesFetchFailed: 'Failed to fetch articles',
  },
  noArticles: 'No articles yet. Write the first one.',
} as const;

/** Spec section 5: the four ad slots and the two campaign statuses. */
export const slotOptions = adSlotIds;
export const campaignStatusOptions = adCampaignStatuses;
