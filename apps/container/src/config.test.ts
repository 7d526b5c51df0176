import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('.data', 'pglite') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.siteName).toBe('Innovation Commons');
    expect(config.stripe).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/commons' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/commons',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT'],
    [
      { DATABASE_URL: 'nonsense' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ PUBLIC_URL: 'ftp://x' }, 'Invalid configuration: PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'Invalid configuration: TRUST_PROXY must be true or false'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid configuration: SMTP_URL'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses the simulator and the file outbox in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'STRIPE_SECRET_KEY is required in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'STRIPE_WEBHOOK_SECRET is required in production',
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow('SMTP_URL is required in production');
  });
});
