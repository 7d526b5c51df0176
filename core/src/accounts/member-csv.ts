import type { CsvColumn } from '../shared/csv-columns.ts';
import type { MemberView } from '../members/member.ts';

/**
 * The members' CSV (the console's `members.csv` and `members:export`). Its e-mail, name, profile,
 * tier and status columns carry the names the import reads, so an export can be imported again.
 */
export const memberCsvColumns: readonly CsvColumn<MemberView>[] = [
  ['id', (m) => m.id],
  ['membershipId', (m) => m.membershipId],
  ['email', (m) => m.email],
  ['firstName', (m) => m.firstName],
  ['lastName', (m) => m.lastName],
  ['organization', (m) => m.organization],
  ['position', (m) => m.position],
  ['phone', (m) => m.phone],
  ['tier', (m) => m.membershipTier],
  ['status', (m) => m.membershipStatus],
  ['paymentStatus', (m) => m.paymentStatus],
  ['billingCycle', (m) => m.billingCycle],
  ['emailVerified', (m) => m.emailVerified],
  ['createdAt', (m) => m.createdAt],
];
