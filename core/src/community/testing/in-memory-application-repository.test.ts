import { applicationRepositoryContract } from './application-repository.contract.ts';
import { InMemoryApplicationRepository } from './in-memory-application-repository.ts';

applicationRepositoryContract('in memory', async () => new InMemoryApplicationRepository());
