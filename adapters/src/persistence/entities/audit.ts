import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './columns.ts';

const text = () => p.string().columnType('text');

/**
 * The staff's audit trail (core's `AuditLog`): who (`actor_kind`, `actor_ref`: the admin's id, not
 * a foreign key, so the record outlives the account), what (`action`), to which record
 * (`subject_kind`, `subject_id`), when. Membership changes stay in `membership_status_history`.
 */
export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: uuidPrimaryKey(),
    actorKind: text(),
    actorRef: text().nullable().index(),
    action: text(),
    subjectKind: text(),
    subjectId: text(),
    summary: text(),
    createdAt: createdAt().index(),
  },
  indexes: [{ properties: ['subjectKind', 'subjectId'], name: 'audit_events_subject_index' }],
});
