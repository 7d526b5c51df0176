import { emailChangeUndosContract } from './email-change-undos.contract.ts';
import { InMemoryEmailChangeUndos } from './in-memory-email-change-undos.ts';

emailChangeUndosContract('in memory', async () => ({
  undos: new InMemoryEmailChangeUndos(),
  memberIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
}));
