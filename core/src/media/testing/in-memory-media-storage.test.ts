import { InMemoryMediaStorage } from './in-memory-media-storage.ts';
import { mediaStorageContract } from './media-storage.contract.ts';

mediaStorageContract('in memory', async () => new InMemoryMediaStorage());
