import { commonPasswordsContract } from './common-passwords.contract.ts';
import { InMemoryCommonPasswords } from './in-memory-common-passwords.ts';

commonPasswordsContract('in memory', () => new InMemoryCommonPasswords());
