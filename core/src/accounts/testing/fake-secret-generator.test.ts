import { FakeSecretGenerator } from './fake-secret-generator.ts';
import { secretGeneratorContract } from './secret-generator.contract.ts';

secretGeneratorContract('fake', async () => new FakeSecretGenerator());
