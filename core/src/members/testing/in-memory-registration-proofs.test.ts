import { InMemoryRegistrationProofs } from './in-memory-registration-proofs.ts';
import { registrationProofsContract } from './registration-proofs.contract.ts';

registrationProofsContract('in memory', async () => {
  let members = 0;
  return {
    proofs: new InMemoryRegistrationProofs(),
    aMemberId: async () => `00000000-0000-4000-9000-${String((members += 1)).padStart(12, '0')}`,
  };
});
