import { InMemoryMailSuppressions } from './in-memory-mail-suppressions.ts';
import { mailSuppressionsContract } from './mail-suppressions.contract.ts';

mailSuppressionsContract('in memory', async () => new InMemoryMailSuppressions());
