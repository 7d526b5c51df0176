import type { SerializedMember } from '../lib/member.ts';

/** A signed-in member as the server describes one (GET /api/auth/me), for tests. */
export const aMember: SerializedMember = {
  id: '00000000-0000-4000-8000-000000000001',
  membershipId: 'MC-2026-000001',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Obi',
  organization: null,
  position: null,
  phone: null,
  membershipTier: 'explorer',
  billingCycle: null,
  complimentary: false,
  membershipStatus: 'active',
  paymentStatus: 'paid',
  emailVerified: true,
  hasPassword: true,
  staffRole: null,
  newsletter: false,
  createdAt: '2026-03-01T10:00:00.000Z',
};
