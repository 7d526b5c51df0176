import { stdSerializers } from 'pino';

/** What a database error may say in a log: its SQLSTATE and where, never the SQL or the values. */
const safeDatabaseFields = [
  'code',
  'sqlState',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
] as const;

type ErrorRecord = Error & Record<string, unknown>;

/** Five digits or capitals (`23505`, `40P01`); an errno code such as `ECONNREFUSED` is not one. */
const sqlStatePattern = /^[0-9A-Z]{5}$/;

/**
 * MikroORM's exceptions carry `sqlState`; pg's and PGlite's errors carry `severity`. Their message
 * holds the failed statement with its parameters inlined (password and code hashes of a sign-up),
 * and `detail` repeats the conflicting values.
 */
function isDatabaseError(error: ErrorRecord): boolean {
  return 'sqlState' in error || 'severity' in error || 'query' in error || 'sql' in error;
}

/** Only the frames: the first line of a stack repeats the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n\n')[0]!
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '));
  return frames.join('\n');
}

function involvesDatabase(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (isDatabaseError(current as ErrorRecord)) return true;
  }
  return false;
}

/**
 * pino's error serializer, except that a database error keeps only what identifies the failure,
 * also as the cause of another error (pino would append the cause's message to the wrapper's).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const record = error as ErrorRecord;
  if (!involvesDatabase(error)) return stdSerializers.err(error);
  if (!isDatabaseError(record)) {
    return {
      type: error.name,
      message: error.message,
      stack: framesOf(error.stack),
      cause: serializeError(error.cause),
    };
  }
  const safe: Record<string, unknown> = { type: error.name };
  for (const field of safeDatabaseFields) {
    if (typeof record[field] === 'string') safe[field] = record[field];
  }
  // pg and PGlite name the SQLSTATE `code`, MikroORM `sqlState`: an operator searches one field.
  if (safe.sqlState === undefined && typeof safe.code === 'string' && sqlStatePattern.test(safe.code)) {
    safe.sqlState = safe.code;
  }
  safe.message = `database error ${String(safe.sqlState ?? safe.code ?? '')}`.trim();
  safe.stack = framesOf(error.stack);
  if (error.cause !== undefined) safe.cause = serializeError(error.cause);
  return safe;
}
