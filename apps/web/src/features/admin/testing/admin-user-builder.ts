import type { AdminUser } from '../api/admin-types.ts';

/** A row of the admin user list; override what the test is about. */
export const anAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.org',
  organization: 'Acme',
  position: null,
  phone: null,
  membershipTier: 'explorer',
  membershipStatus: 'pending',
  paymentStatus: 'paid',
  isAdmin: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});
