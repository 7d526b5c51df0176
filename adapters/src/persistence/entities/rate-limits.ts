import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';

/**
 * Fixed-window counters shared by every app instance (login, code and form attempts, the ad slot's
 * view tokens). Unlogged (a migration says so; the entity cannot): a crash may reset a window.
 */
export const RateLimitEntity = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    key: p.string().columnType('text').primary(),
    points: p.integer(),
    expiresAt: timestamp().index(),
  },
});
