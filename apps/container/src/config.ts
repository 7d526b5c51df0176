import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { milliseconds, operationsEnvShape, readOperations, wholeNumber } from './operations-config.ts';
import { missingSettings } from './production-readiness.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const adTokenSecret = z
  .string()
  .trim()
  .min(16, 'must be at least 16 characters')
  .optional()
  .or(z.literal(''));

/** Only outside production, where AD_TOKEN_SECRET is required. */
const developmentAdTokenSecret = 'commons-development-ad-token-secret';

const mediaS3Variables = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
    // Empty is unset, as compose passes an underived PUBLIC_URL: production then names it as missing.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => value === '' || /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).optional(),
    MAIL_REPLY_TO: z.email({ error: 'must be an e-mail address' }).optional().or(z.literal('')),
    MAIL_RETRY_BASE_MS: milliseconds(10_000),
    MAIL_RETRY_MAX_MS: milliseconds(3_600_000),
    MAIL_MAX_ATTEMPTS: wholeNumber(1, 1000).default(30),
    MAIL_SEND_RATE: wholeNumber(1, 100_000).default(250),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: z.url({ error: 'must be a URL' }).optional(),
    PAYMENT_EVENT_RETRY_BASE_MS: milliseconds(10_000),
    PAYMENT_EVENT_RETRY_MAX_MS: milliseconds(3_600_000),
    PAYMENT_EVENT_MAX_ATTEMPTS: wholeNumber(1, 1000).default(30),
    AD_TOKEN_SECRET: adTokenSecret,
    AD_TOKEN_SECRET_PREVIOUS: adTokenSecret,
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional().or(z.literal('')),
    STAFF_EMAIL: z.email({ error: 'must be an e-mail address' }).optional().or(z.literal('')),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional().or(z.literal('')),
    SITE_NAME: z.string().trim().min(1).default('Innovation Commons'),
    ORG_LEGAL_NAME: optionalText,
    ORG_ADDRESS: optionalText,
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    MEDIA_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .optional()
      .or(z.literal('')),
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_REGION: optionalText,
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BACKUP_DIR: optionalText,
    // 0: no scheduled backups (an operator may take them with the CLI or the provider's snapshots).
    BACKUP_INTERVAL_HOURS: wholeNumber(0, 8760).default(0),
    BACKUP_KEEP: wholeNumber(1, 10_000).default(7),
    ...operationsEnvShape,
  })
  .refine((env) => env.SHUTDOWN_DRAIN_MS < env.SHUTDOWN_TIMEOUT_MS, {
    path: ['SHUTDOWN_DRAIN_MS'],
    message: 'must be shorter than SHUTDOWN_TIMEOUT_MS (the drain is part of it)',
  })
  .refine(
    (env) => mediaS3Variables.every((name) => !env[name]) || mediaS3Variables.every((name) => env[name]),
    {
      path: ['MEDIA_S3_*'],
      message: `must be set together (${mediaS3Variables.join(', ')}) or not at all`,
    },
  )
  .transform((env) => {
    const port = env.PORT;
    const dataDir = path.resolve(env.DATA_DIR);
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
    return {
      env: env.NODE_ENV,
      port,
      dataDir,
      database: env.DATABASE_URL
        ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
        : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const),
      publicUrl,
      mail: {
        smtpUrl: env.SMTP_URL || undefined,
        outboxDir: path.join(dataDir, 'outbox'),
        from: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
        /** Where members' replies go (the sender is a no-reply address by default). */
        replyTo: env.MAIL_REPLY_TO || undefined,
        /** The outbox's backoff: a failed attempt waits base, 2 x base, ... up to max. */
        retry: {
          baseDelayMs: env.MAIL_RETRY_BASE_MS,
          maxDelayMs: env.MAIL_RETRY_MAX_MS,
          maxAttempts: env.MAIL_MAX_ATTEMPTS,
        },
        /** Article sends' mails per second and instance, under the SMTP provider's limit. */
        sendRate: env.MAIL_SEND_RATE,
      },
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
            /** A test key (secret or restricted): Stripe takes no real money. */
            testMode: /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY),
          }
        : undefined,
      /**
       * The backoff of a received payment event whose applying failed (the provider or the
       * database unavailable): base, 2 x base, ... up to max; given up after the last attempt.
       */
      paymentEvents: {
        retry: {
          baseDelayMs: env.PAYMENT_EVENT_RETRY_BASE_MS,
          maxDelayMs: env.PAYMENT_EVENT_RETRY_MAX_MS,
          maxAttempts: env.PAYMENT_EVENT_MAX_ATTEMPTS,
        },
      },
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
          : undefined,
      /** Who hears of new submissions; every admin when unset. */
      staffEmail: env.STAFF_EMAIL || null,
      siteName: env.SITE_NAME,
      /** The seller named on receipts: the legal name (SITE_NAME when unset) and postal address. */
      organisation: { legalName: env.ORG_LEGAL_NAME ?? env.SITE_NAME, address: env.ORG_ADDRESS },
      /**
       * Signs the ads' view tokens; every instance needs the same one. Outside production a fixed
       * development secret, so instances started together agree without setup.
       */
      adTokenSecret: env.AD_TOKEN_SECRET || developmentAdTokenSecret,
      /**
       * The secret before the last rotation: view tokens it signed are still read, none is signed
       * with it. Needed for one token lifetime after AD_TOKEN_SECRET changes.
       */
      adTokenPreviousSecret: env.AD_TOKEN_SECRET_PREVIOUS || undefined,
      /** Uploaded media: an S3-compatible bucket when MEDIA_S3_* are set, else a folder. */
      media:
        env.MEDIA_S3_ENDPOINT &&
        env.MEDIA_S3_BUCKET &&
        env.MEDIA_S3_REGION &&
        env.MEDIA_S3_ACCESS_KEY_ID &&
        env.MEDIA_S3_SECRET_ACCESS_KEY
          ? ({
              kind: 's3',
              endpoint: env.MEDIA_S3_ENDPOINT,
              bucket: env.MEDIA_S3_BUCKET,
              region: env.MEDIA_S3_REGION,
              accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
              secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
            } as const)
          : ({ kind: 'folder', dir: path.join(dataDir, 'media') } as const),
      /** Trust X-Forwarded-For/-Proto from exactly one reverse proxy in front of the app. */
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      /**
       * Scheduled backups: every `intervalHours` (0: none) one instance writes a backup into `dir`
       * and keeps the newest `keep`. The console downloads the newest backup in `dir`.
       */
      backups: {
        dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
        intervalHours: env.BACKUP_INTERVAL_HOURS,
        keep: env.BACKUP_KEEP,
      },
      ...readOperations(env),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from an environment (process.env by default). Throws a ConfigError whose
 * message is one line naming the first bad variable, or, in production, every missing one.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const config = result.data;
  const missing = missingSettings({
    env: config.env,
    databaseUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
    smtpUrl: config.mail.smtpUrl,
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim(),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim(),
    publicUrl: env.PUBLIC_URL,
    adTokenSecret: env.AD_TOKEN_SECRET?.trim(),
  });
  if (missing) throw new ConfigError(`Invalid configuration: ${missing}`);
  return config;
}

/** Loads `.env` from the working directory into process.env when present (existing values win). */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
