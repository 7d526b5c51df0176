import { defineEntity, p } from '@mikro-orm/core';
import { timestamp } from './columns.ts';
import { UserEntity } from './users.ts';

/**
 * The proof a browser holds that it made a registration (core's `RegistrationProofs`): one per
 * member, only the SHA-256 of the cookie's token, with its end and whether it opened a checkout.
 */
export const RegistrationProofEntity = defineEntity({
  name: 'RegistrationProof',
  tableName: 'registration_proofs',
  properties: {
    user: () => p.manyToOne(UserEntity).mapToPk().primary().deleteRule('cascade'),
    tokenHash: p.string().columnType('text').unique('registration_proofs_token_hash_unique'),
    expiresAt: timestamp(),
    openedCheckout: p.boolean().default(false),
  },
});
