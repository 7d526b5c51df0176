import { pino } from 'pino';
import type { Logger } from '@commons/adapters/system/logger';
import type { Config } from './config.ts';

/** Structured JSON logs on stdout. Secrets are redacted wherever they appear in a logged object. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'code',
        '*.code',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
}
