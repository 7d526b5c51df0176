import { InMemorySignInCodes } from './in-memory-sign-in-codes.ts';
import { signInCodesContract } from './sign-in-codes.contract.ts';

signInCodesContract('in memory', async () => new InMemorySignInCodes());
