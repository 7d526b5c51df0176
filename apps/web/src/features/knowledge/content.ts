/** The knowledge hub's and article page's words. */
export const hubCopy = {
  eyebrow: 'Knowledge Hub',
  heading: 'Knowledge Hub',
  intro:
    'Research, analysis, event notes and case studies from the collective: what we are learning about making corporate innovation work in Africa.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title, topic or category',
  filterLabel: 'Filter by category',
  featuredLabel: 'Featured',
  moreHeading: 'More articles',
  loading: 'Loading knowledge articles...',
  loadFailed: 'We could not load the articles right now. Please try again later.',
  retry: 'Try again',
  emptyHeading: 'No articles match your search',
  emptyText: 'Try a different word or category, or clear the filters to see every article.',
  clearFilters: 'Clear Filters',
  /** A member's switch: only the articles their membership lets them read. */
  availableToMe: 'Available to me',
} as const;

export const newsletterCopy = {
  heading: 'Get new insights first',
  text: 'A short note when we publish new research, event notes and case studies. No spam.',
  emailLabel: 'Email address',
  submit: 'Subscribe',
  /** Double opt-in: nothing is sent until the reader follows the e-mailed link. */
  checkInboxTitle: 'Check your inbox',
  failed: 'Your subscription could not be sent. Please try again.',
} as const;

export const articleCopy = {
  back: 'Back to Knowledge Hub',
  loading: 'Loading article...',
  loadFailed: 'We could not load this article right now. Please try again later.',
} as const;

/** The words of the category and tag pages. */
export const listingCopy = {
  category: {
    eyebrow: 'Category',
    title: (name: string) => `${name} articles`,
    intro: (name: string) => `Every ${name} article from the collective's Knowledge Hub, newest first.`,
  },
  tag: {
    eyebrow: 'Tag',
    title: (name: string) => `Articles tagged ${name}`,
    intro: (name: string) => `Every Knowledge Hub article tagged ${name}, newest first.`,
  },
} as const;
