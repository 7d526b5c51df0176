import { FixedClock } from '../../shared/testing/fixed-clock.ts';
import { auditLogContract } from './audit-log.contract.ts';
import { InMemoryAuditLog } from './in-memory-audit-log.ts';

auditLogContract('in memory', async () => {
  const clock = new FixedClock();
  const admin = { id: '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0100', email: 'admin@example.org' };
  const log = new InMemoryAuditLog({ clock, emails: new Map([[admin.id, admin.email]]) });
  return { log, admin, tick: async () => clock.advanceSeconds(1) };
});
