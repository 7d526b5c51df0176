import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';
import { UserEntity } from './users.ts';

/**
 * The links that undo an e-mail change, one per change: only the token's SHA-256 digest is kept,
 * with the member, the old address the link restores and the link's end.
 */
export const EmailChangeUndoEntity = defineEntity({
  name: 'EmailChangeUndo',
  tableName: 'email_change_undos',
  properties: {
    tokenHash: p.string().columnType('text').primary(),
    user: () => p.manyToOne(UserEntity).mapToPk().deleteRule('cascade').index(),
    oldEmail: p.string().columnType('text'),
    expiresAt: timestamp(),
  },
});
