import type { SerializedMember } from '../../../lib/member.ts';
import { aMember } from '../../../test/a-member.ts';
import type { SerializedMemberDetail } from '../api/admin-user.ts';

/** A row of the admin user list; override what the test is about. */
export const anAdminUser = (overrides: Partial<SerializedMember> = {}): SerializedMember => ({
  ...aMember,
  id: 'u',
  membershipId: null,
  organization: 'Acme',
  membershipStatus: 'pending',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

/** GET /api/admin/users/:id's answer: the member with nothing recorded yet; override what the test is about. */
export const aMemberDetail = (overrides: Partial<SerializedMemberDetail> = {}): SerializedMemberDetail => ({
  ...anAdminUser(),
  history: [],
  subscription: null,
  subscriptions: [],
  payments: [],
  stripeCustomerId: null,
  sessions: [],
  ...overrides,
});
