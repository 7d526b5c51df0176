/** The words of the public sponsor zones. */
export const sponsorZoneCopy = {
  label: 'Sponsored',
  /** What the zone shows when no campaign fills it: the way to become the one that does. */
  houseHeading: 'Your organisation here',
  houseText: 'Sponsor the knowledge hub and reach the collective’s members.',
  houseLink: '/partnership',
} as const;
