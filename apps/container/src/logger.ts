import { pino, type DestinationStream } from 'pino';
import type { Logger } from '@commons/adapters/system/logger';
import type { Config } from './config.ts';
import { serializeError } from './log-serializers.ts';

const secretFields = [
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'codeHash',
  'token',
  'tokenHash',
  'params',
  'parameters',
];

let stdout: DestinationStream | undefined;

/**
 * Stdout, written asynchronously by pino's own destination: a request never waits for its log
 * line to reach the pipe or file, and pino writes out what is pending when the process exits. One
 * per process, shared by every logger: there is one stdout.
 */
function standardOutput(): DestinationStream {
  return (stdout ??= pino.destination({ dest: 1, sync: false }));
}

/**
 * Structured JSON logs on stdout, written asynchronously (or to `destination`, for tests). Secrets are redacted wherever they
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
        // A code is secret where a member typed it; an error's `code` is its SQLSTATE or errno,
        // which an operator needs to read.
        ...['body.code', '*.body.code', 'input.code', '*.input.code'],
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? standardOutput());
}
