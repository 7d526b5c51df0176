import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';
import { UserEntity } from './users.ts';

/**
 * A member's pending one-time code per purpose (an e-mail change, closing the account): only its
 * SHA-256 digest is kept, with its end, the guesses made and, for an e-mail change, the new address.
 */
export const MemberCodeEntity = defineEntity({
  name: 'MemberCode',
  tableName: 'member_codes',
  properties: {
    user: () => p.manyToOne(UserEntity).mapToPk().primary().deleteRule('cascade'),
    purpose: p.string().columnType('text').primary(),
    codeHash: p.string().columnType('text'),
    expiresAt: timestamp(),
    attempts: p.integer().default(0),
    sentAt: timestamp(),
    newEmail: p.string().columnType('text').nullable(),
  },
});
