import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { loadConfig } from './config.ts';
import { createContainer, type AppContainer } from './create-container.ts';
import * as exported from './index.ts';
import { AccountTokens, InfrastructureTokens as T, NewsletterTokens, PaymentTokens } from './index.ts';
import type { Token } from './tokens.ts';

/** Every token group the composition root exports (InfrastructureTokens, KnowledgeTokens, AccountTokens, ...). */
const tokenGroups = Object.entries(exported).filter(
  ([name, value]) => /^\w+Tokens$/.test(name) && typeof value === 'object',
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
      [
        'AccountTokens',
        'AdTokens',
        'AuditTokens',
        'AuthorTokens',
        'BackupTokens',
        'CommunityTokens',
        'InfrastructureTokens',
        'InsightsTokens',
        'KnowledgeTokens',
        'MailTokens',
        'MediaTokens',
        'MemberSettingsTokens',
        'NewsletterTokens',
        'PaymentTokens',
        'SendTokens',
        'StaffTokens',
      ].sort(),
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

  it('hashes passwords with the OWASP argon2id parameters outside test runs', async () => {
    // Test runs (NODE_ENV=test) hash at the lowest cost; this container runs as development would.
    const hash = await container.resolve(AccountTokens.PasswordHasher).hash('correct horse battery');

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses to call the payment gateway inside a database transaction, and lets the mailers queue there', async () => {
    const inDatabaseContext = container.resolve(T.DatabaseScope);
    const transactions = container.resolve(T.Transactions);
    const gateway = container.resolve(PaymentTokens.PaymentGateway);
    const mailer = container.resolve(AccountTokens.AccountMailer);
    const newsletterMailer = container.resolve(NewsletterTokens.NewsletterMailer);
    const message = { to: 'ada@example.org', firstName: 'Ada', code: '123456', validForMinutes: 5 };
    const confirmation = {
      to: 'ada@example.org',
      confirmationToken: 'confirm-token',
      unsubscribeToken: 'unsubscribe-token',
      validForHours: 48,
    };
    const outcomeOf = async (call: () => Promise<unknown>) => {
      try {
        await call();
        return 'answered';
      } catch (error) {
        return (error as Error).message;
      }
    };

    const inside = await inDatabaseContext(() =>
      transactions.run(async () => [
        await outcomeOf(() => gateway.subscriptionState('sub_none')),
        await outcomeOf(() => mailer.sendVerificationCode(message)),
        await outcomeOf(() => newsletterMailer.sendConfirmation(confirmation)),
      ]),
    );
    const outside = await inDatabaseContext(async () => [
      await outcomeOf(() => gateway.subscriptionState('sub_none')),
      await outcomeOf(() => mailer.sendVerificationCode(message)),
      await outcomeOf(() => newsletterMailer.sendConfirmation(confirmation)),
    ]);

    expect(inside).toEqual([
      'SimulatedPaymentGateway.subscriptionState called inside a database transaction',
      'answered',
      'answered',
    ]);
    expect(outside).toEqual(['answered', 'answered', 'answered']);
  });
});
