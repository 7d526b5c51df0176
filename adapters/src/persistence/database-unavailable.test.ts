import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a statement timeout', withCode('57014')],
    ['a lock timeout', withCode('55P03')],
    ['an idle transaction timeout', withCode('25P03')],
    ['too many connections', withCode('53300')],
    ['a broken connection', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
