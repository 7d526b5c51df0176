/** The bad campaign bodies the ad server issue names; every campaign endpoint must answer 400. */
export const invalidCampaignChanges: [label: string, fields: Record<string, unknown>][] = [
  ['weight 0', { weight: 0 }],
  ['weight 101', { weight: 101 }],
  ["slot 'sidebar'", { slotId: 'sidebar' }],
  ["status 'deleted'", { status: 'deleted' }],
  ["clickUrl 'javascript:alert(1)'", { clickUrl: 'javascript:alert(1)' }],
];
