import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';

/**
 * When each scheduled job shared by the instances (the scheduled backup) last started: an instance
 * claims a run by moving `last_started_at` forward in one conditional statement, so of several
 * instances whose timers fire together only one runs it.
 */
export const ScheduledJobEntity = defineEntity({
  name: 'ScheduledJob',
  tableName: 'scheduled_jobs',
  properties: {
    name: p.string().columnType('text').primary(),
    lastStartedAt: timestamp(),
  },
});
