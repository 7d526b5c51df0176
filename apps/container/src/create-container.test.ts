import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { loadConfig } from './config.ts';
import { createContainer, type AppContainer } from './create-container.ts';
import * as exported from './index.ts';
import type { Token } from './tokens.ts';

/** Every token group the composition root exports (T, U, AccountTokens, AdTokens, ...). */
const tokenGroups = Object.entries(exported).filter(
  ([name, value]) => /^(T|U|\w+Tokens)$/.test(name) && typeof value === 'object',
) as [string, Record<string, Token<unknown>>][];

describe('the composition root', () => {
  let container: AppContainer;
  beforeAll(async () => {
    const copy = await copyTemplate(testDatabaseTemplates(), 'pglite');
    if (copy.kind !== 'pglite' || !copy.dir) throw new Error('expected a PGlite copy');
    const config = loadConfig({ DATA_DIR: path.dirname(copy.dir), LOG_LEVEL: 'silent' });
    container = await createContainer({ ...config, database: { kind: 'pglite', dir: copy.dir } });
  }, 60_000);
  afterAll(() => container?.close());

  it('exports the token groups of every feature', () => {
    expect(tokenGroups.map(([name]) => name).sort()).toEqual(
      ['AccountTokens', 'AdTokens', 'CommunityTokens', 'NewsletterTokens', 'PaymentTokens', 'T', 'U'].sort(),
    );
  });

  it('resolves every exported token on the embedded defaults', () => {
    const unresolved: string[] = [];
    for (const [group, tokens] of tokenGroups) {
      for (const [name, token] of Object.entries(tokens)) {
        try {
          expect(container.resolve(token)).toBeDefined();
        } catch (error) {
          unresolved.push(`${group}.${name}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
  });
});
