import { registrationProofsContract } from '@commons/core/members/testing/registration-proofs.contract';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { describe, expect, it } from 'vitest';
import { CryptoSecretGenerator } from '../../security/crypto-secret-generator.ts';
import { perCallContext } from '../testing/request-context.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';
import { SqlRegistrationProofs } from './sql-registration-proofs.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);
  const harness = () => {
    const members = perCallContext(orm(), new MikroOrmMemberRepository(orm().em));
    return {
      members,
      proofs: perCallContext(orm(), new SqlRegistrationProofs(orm().em, new CryptoSecretGenerator())),
      aMemberId: async () => (await members.create(aNewMember())).id,
    };
  };

  registrationProofsContract(`SQL on ${kind}`, async () => harness());

  describe(`SqlRegistrationProofs on ${kind}`, () => {
    it('keeps only the digest of a token, and ends the proof with its registration', async () => {
      const { members, proofs, aMemberId } = harness();
      const memberId = await aMemberId();
      const issued = await proofs.issue(memberId, new Date('2999-01-01T00:00:00.000Z'));

      const rows = await orm()
        .em.fork()
        .execute<{ token_hash: string }[]>('select token_hash from registration_proofs where user_id = ?', [
          memberId,
        ]);
      expect(rows[0]?.token_hash).toBe(new CryptoSecretGenerator().digest(issued.token));

      await members.deleteUnverified(memberId);
      expect(await proofs.find(issued.token, new Date())).toBeNull();
    });
  });
}
