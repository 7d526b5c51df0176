/** A Builder monthly subscription as GET /api/billing gives it, for the dashboard's tests. */
export const builderMonthly = {
  tier: 'builder',
  planType: 'monthly',
  status: 'active',
  amountCents: 795,
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingChange: null,
  actionRequiredUrl: null,
};
