/** The four sponsored slots of the member dashboard (spec sections 2 and 5) and the public zones. */
export const seedAdSlots = [
  { id: 'dashboard-primary', description: 'Dashboard sidebar, top', allowedSizes: ['300x250', '280x200'] },
  {
    id: 'dashboard-secondary',
    description: 'Dashboard sidebar, second',
    allowedSizes: ['300x250', '280x200'],
  },
  { id: 'dashboard-community', description: 'Community Partners', allowedSizes: ['300x250', '280x200'] },
  { id: 'dashboard-footer', description: 'Dashboard sidebar, bottom', allowedSizes: ['300x250', '280x200'] },
  { id: 'knowledge-list', description: 'Knowledge hub, in the list', allowedSizes: ['728x90'] },
  { id: 'article-footer', description: 'Article, after the text', allowedSizes: ['300x250'] },
] as const;
