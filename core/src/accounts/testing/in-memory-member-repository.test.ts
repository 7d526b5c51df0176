import { InMemoryMemberRepository } from './in-memory-member-repository.ts';
import { memberRepositoryContract } from './member-repository.contract.ts';

memberRepositoryContract('in memory', async () => new InMemoryMemberRepository());
