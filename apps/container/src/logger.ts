import { pino, type DestinationStream } from 'pino';
import type { Logger } from '@commons/adapters/system/logger';
import type { Config } from './config.ts';
import { serializeError } from './log-serializers.ts';

const secretFields = [
  'password',
  'passwordHash',
  'code',
  'codeHash',
  'token',
  'tokenHash',
  'params',
  'parameters',
];

/**
 * Structured JSON logs on stdout (or `destination`, for tests). Secrets are redacted wherever they
 * appear in a logged object, and database errors are logged without their SQL or values.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        ...secretFields.flatMap((field) => [field, `*.${field}`]),
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
