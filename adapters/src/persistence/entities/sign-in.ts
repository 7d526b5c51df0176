import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';
import { UserEntity } from './users.ts';

const text = () => p.string().columnType('text');

/**
 * Pending sign-in codes (core's SignInCodes): one per address and asking browser, kept by address
 * (an address without an account gets one too, unusable). Only the code's SHA-256 digest is kept.
 */
export const SignInCodeEntity = defineEntity({
  name: 'SignInCode',
  tableName: 'sign_in_codes',
  properties: {
    email: text().primary(),
    /** The digest of the asking browser's token; empty for a code an admin sent (any browser). */
    holder: text().primary(),
    codeHash: text(),
    expiresAt: timestamp().index(),
    attempts: p.integer().default(0),
    sentAt: timestamp(),
  },
});

/** Browsers that signed in to an account (core's KnownDevices): the SHA-256 of each one's token. */
export const KnownDeviceEntity = defineEntity({
  name: 'KnownDevice',
  tableName: 'known_devices',
  properties: {
    tokenHash: text().primary(),
    user: () => p.manyToOne(UserEntity).mapToPk().deleteRule('cascade').index(),
    createdAt: timestamp(),
    expiresAt: timestamp().index(),
  },
});
