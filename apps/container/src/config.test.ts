import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { startupWarnings } from './production-readiness.ts';

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
    expect(config.backups).toEqual({ dir: path.resolve('.data', 'backups'), intervalHours: 0, keep: 7 });
  });

  it('reads the scheduled backups’ folder, interval and number kept', () => {
    const config = loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '14' });
    expect(config.backups).toEqual({ dir: '/srv/backups', intervalHours: 24, keep: 14 });
  });

  it('keeps media under DATA_DIR/media unless the whole MEDIA_S3_* group names a bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/commons' }).media).toEqual({
      kind: 'folder',
      dir: '/srv/commons/media',
    });
    const s3 = {
      MEDIA_S3_ENDPOINT: 'https://s3.example.org',
      MEDIA_S3_BUCKET: 'commons-media',
      MEDIA_S3_REGION: 'eu-west-3',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    expect(loadConfig(s3).media).toEqual({
      kind: 's3',
      endpoint: 'https://s3.example.org',
      bucket: 'commons-media',
      region: 'eu-west-3',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    const { MEDIA_S3_REGION: _region, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(
      'Invalid configuration: MEDIA_S3_* must be set together (MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY) or not at all',
    );
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
    [
      { BACKUP_INTERVAL_HOURS: 'daily' },
      'Invalid configuration: BACKUP_INTERVAL_HOURS must be a whole number from 0 to 8760',
    ],
    [{ BACKUP_INTERVAL_HOURS: '1.5' }, 'Invalid configuration: BACKUP_INTERVAL_HOURS must be a whole number'],
    [{ BACKUP_KEEP: '0' }, 'Invalid configuration: BACKUP_KEEP must be a whole number from 1 to 10000'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://u:p@db:5432/commons',
    SMTP_URL: 'smtp://mail:587',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    PUBLIC_URL: 'https://commons.example.org',
    AD_TOKEN_SECRET: 'a-production-ad-token-secret',
  };

  it('starts in production only when everything is set', () => {
    const config = loadConfig(production);
    expect(config.env).toBe('production');
    expect(config.stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      apiUrl: undefined,
      testMode: false,
    });
    expect(config.adTokenSecret).toBe('a-production-ad-token-secret');
    expect(startupWarnings(config)).toEqual([]);
  });

  it('warns of a Stripe test key in production, and of nothing outside it', () => {
    const testKey = { ...production, STRIPE_SECRET_KEY: 'sk_test_x' };
    expect(loadConfig(testKey).stripe?.testMode).toBe(true);
    expect(startupWarnings(loadConfig(testKey))).toEqual([expect.stringContaining('Stripe is in test mode')]);
    expect(startupWarnings(loadConfig({ ...testKey, NODE_ENV: 'development' }))).toEqual([]);
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'rk_test_x' }).stripe?.testMode).toBe(true);
  });

  it('names the receipts’ seller from ORG_LEGAL_NAME and ORG_ADDRESS, SITE_NAME and no address by default', () => {
    expect(loadConfig({ SITE_NAME: 'Commons' }).organisation).toEqual({
      legalName: 'Commons',
      address: undefined,
    });
    expect(
      loadConfig({ ORG_LEGAL_NAME: 'Commons Foundation Ltd', ORG_ADDRESS: ' 12 Marina Road, Lagos ' })
        .organisation,
    ).toEqual({ legalName: 'Commons Foundation Ltd', address: '12 Marina Road, Lagos' });
  });

  it('reads MAIL_REPLY_TO as the Reply-To of member mail, unset by default', () => {
    expect(loadConfig({}).mail.replyTo).toBeUndefined();
    expect(loadConfig({ MAIL_REPLY_TO: 'hello@commons.example.org' }).mail.replyTo).toBe(
      'hello@commons.example.org',
    );
    expect(() => loadConfig({ MAIL_REPLY_TO: 'not an address' })).toThrow(
      'Invalid configuration: MAIL_REPLY_TO must be an e-mail address',
    );
  });

  it('refuses a short AD_TOKEN_SECRET and signs with a development secret outside production', () => {
    expect(() => loadConfig({ AD_TOKEN_SECRET: 'short' })).toThrow(
      new ConfigError('Invalid configuration: AD_TOKEN_SECRET must be at least 16 characters'),
    );
    expect(loadConfig({}).adTokenSecret.length).toBeGreaterThanOrEqual(16);
  });

  it('reads AD_TOKEN_SECRET_PREVIOUS, optional and held to the same length as the secret', () => {
    expect(loadConfig(production).adTokenPreviousSecret).toBeUndefined();
    expect(loadConfig({ ...production, AD_TOKEN_SECRET_PREVIOUS: '' }).adTokenPreviousSecret).toBeUndefined();
    expect(
      loadConfig({ ...production, AD_TOKEN_SECRET_PREVIOUS: 'the-ad-token-secret-before' })
        .adTokenPreviousSecret,
    ).toBe('the-ad-token-secret-before');
    expect(() => loadConfig({ AD_TOKEN_SECRET_PREVIOUS: 'short' })).toThrow(
      new ConfigError('Invalid configuration: AD_TOKEN_SECRET_PREVIOUS must be at least 16 characters'),
    );
  });

  it('names everything production misses in one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(
        'Invalid configuration: production requires DATABASE_URL, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL (https), AD_TOKEN_SECRET',
      ),
    );
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }, 'DATABASE_URL'],
    ['SMTP_URL (the file outbox)', { SMTP_URL: '' }, 'SMTP_URL'],
    ['STRIPE_SECRET_KEY (the simulator)', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY'],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: ' ' }, 'STRIPE_WEBHOOK_SECRET'],
    ['an https PUBLIC_URL', { PUBLIC_URL: 'http://commons.example.org' }, 'PUBLIC_URL (https)'],
    ['any PUBLIC_URL', { PUBLIC_URL: undefined }, 'PUBLIC_URL (https)'],
    ['AD_TOKEN_SECRET', { AD_TOKEN_SECRET: '' }, 'AD_TOKEN_SECRET'],
  ])('refuses production without %s', (_name, change, missing) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(
      new ConfigError(`Invalid configuration: production requires ${missing}`),
    );
  });

  it.each(['development', 'test', 'production'])(
    'refuses a Stripe key without a webhook secret in %s',
    (mode) => {
      const env = { ...production, NODE_ENV: mode, STRIPE_WEBHOOK_SECRET: undefined };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/^Invalid configuration: .*STRIPE_WEBHOOK_SECRET/);
    },
  );

  it('gives operational defaults and reads their overrides', () => {
    const defaults = loadConfig({});
    expect(defaults.shutdownTimeoutMs).toBe(10_000);
    expect(defaults.shutdownDrainMs).toBe(0);
    expect(defaults.databaseLimits).toEqual({
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 2_000,
      idleInTransactionTimeoutMs: 10_000,
      acquireTimeoutMs: 3_000,
      poolMax: 20,
      transactionPooler: false,
    });
    expect(defaults.metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    const tuned = loadConfig({
      SHUTDOWN_TIMEOUT_MS: '2500',
      DB_LOCK_TIMEOUT_MS: '750',
      METRICS_TOKEN: 'a-long-metrics-token',
      METRICS_PORT: '9100',
    });
    expect(tuned.shutdownTimeoutMs).toBe(2500);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      'Invalid configuration: SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_TIMEOUT_MS (the drain is part of it)',
    );
    expect(tuned.databaseLimits.lockTimeoutMs).toBe(750);
    expect(loadConfig({ DATABASE_POOLER: 'transaction' }).databaseLimits.transactionPooler).toBe(true);
    expect(tuned.metrics).toEqual({ token: 'a-long-metrics-token', port: 9100, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_HOST: '0.0.0.0' }).metrics.host).toBe('0.0.0.0');
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      'Invalid configuration: DB_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 16 characters',
    );
  });

  it("gives the mail outbox's retry defaults (about a day of attempts) and reads their overrides", () => {
    expect(loadConfig({}).mail.retry).toEqual({
      baseDelayMs: 10_000,
      maxDelayMs: 3_600_000,
      maxAttempts: 30,
    });
    expect(
      loadConfig({ MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400', MAIL_MAX_ATTEMPTS: '3' }).mail.retry,
    ).toEqual({ baseDelayMs: 200, maxDelayMs: 400, maxAttempts: 3 });
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(
      'Invalid configuration: MAIL_MAX_ATTEMPTS must be a whole number from 1 to 1000',
    );
  });

  it("gives the received payment events' retry defaults and reads their overrides", () => {
    expect(loadConfig({}).paymentEvents.retry).toEqual({
      baseDelayMs: 10_000,
      maxDelayMs: 3_600_000,
      maxAttempts: 30,
    });
    expect(
      loadConfig({
        PAYMENT_EVENT_RETRY_BASE_MS: '200',
        PAYMENT_EVENT_RETRY_MAX_MS: '400',
        PAYMENT_EVENT_MAX_ATTEMPTS: '3',
      }).paymentEvents.retry,
    ).toEqual({ baseDelayMs: 200, maxDelayMs: 400, maxAttempts: 3 });
    expect(() => loadConfig({ PAYMENT_EVENT_MAX_ATTEMPTS: '0' })).toThrow(
      'Invalid configuration: PAYMENT_EVENT_MAX_ATTEMPTS must be a whole number from 1 to 1000',
    );
  });
});
