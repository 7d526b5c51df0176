import { InMemoryMemberCodes } from './in-memory-member-codes.ts';
import { memberCodesContract } from './member-codes.contract.ts';

memberCodesContract('in memory', async () => ({
  codes: new InMemoryMemberCodes(),
  memberId: '00000000-0000-4000-8000-000000000001',
}));
