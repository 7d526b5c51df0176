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
  'secretAccessKey',
];

let stdout: DestinationStream | undefined;

/** Lines gathered before one write to stdout, and the longest a line waits for a quiet server. */
const outputBatch = { bytes: 4096, flushEveryMs: 1000 };

/**
 * Stdout, written asynchronously by pino's own destination: a request never waits for its log
 * line to reach the pipe or file, and pino writes out what is pending when the process exits. Under
 * load a write per line (one per API request) costs the request path more than the line itself,
 * so the destination gathers lines up to `minLength` before writing; a timer writes out what a
 * quiet server has gathered, so an operator's `tail -f` is at most a second behind. One per
 * process, shared by every logger: there is one stdout.
 */
function standardOutput(): DestinationStream {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: outputBatch.bytes });
    setInterval(() => {
      try {
        destination.flush();
      } catch {
        // Closed at exit: pino has written out what was pending.
      }
    }, outputBatch.flushEveryMs).unref();
    stdout = destination;
  }
  return stdout;
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

/**
 * The access log: one line per request (method, path, route, status, time, request id). A logger of
 * its own, without the redaction above: its lines carry no bodies or headers, and redaction costs
 * every line a pass over its fields, on the path of every request, page and static file.
 */
export function createAccessLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino({ level: config.logLevel, base: undefined }, destination ?? standardOutput());
}
