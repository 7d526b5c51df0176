import { InMemoryApplicationRepository } from './in-memory-application-repository.ts';
import { InMemorySubmissionInbox } from './in-memory-submission-inbox.ts';
import { submissionInboxContract } from './submission-inbox.contract.ts';

submissionInboxContract('in memory', async () => {
  const applications = new InMemoryApplicationRepository();
  return {
    inbox: new InMemorySubmissionInbox(applications),
    applications,
    adminId: '0d5c3e56-9a4e-4c53-9a55-2f1f1d4a0100',
  };
});
