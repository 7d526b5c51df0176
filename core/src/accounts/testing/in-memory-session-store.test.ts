import { InMemorySessionStore } from './in-memory-session-store.ts';
import { sessionStoreContract } from './session-store.contract.ts';

let member = 0;
sessionStoreContract('in memory', async () => ({
  store: new InMemorySessionStore(),
  addMember: async () => `member-${++member}`,
}));
