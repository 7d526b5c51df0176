import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openOrm } from './orm.ts';
import { copyTemplate } from './testing/test-database.ts';
import { testDatabaseTemplates } from './testing/vitest-database.ts';
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
    ['a server starting up', withCode('57P03')],
    ['an idle session timeout', withCode('57P05')],
    [
      'a database closed to connections',
      Object.assign(new Error('database "commons" is not currently accepting connections'), {
        code: '55000',
      }),
    ],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNRESET') })],
  ])('says yes to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['another prerequisite error', Object.assign(new Error('currval is not yet defined'), { code: '55000' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('says no to %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL database closed for maintenance', () => {
  it('is unavailable to the connections it ended and to new ones', async () => {
    const target = await copyTemplate(testDatabaseTemplates(), 'postgres');
    if (target.kind !== 'postgres') throw new Error('expected a PostgreSQL copy');
    const name = new URL(target.url).pathname.slice(1);
    const orm = await openOrm(target);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await orm.em.fork().getConnection().execute('select 1');
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      const ended = await orm.em
        .fork()
        .getConnection()
        .execute('select 1')
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(ended)).toBe(true);
      // The pool may still hold other connections the termination ended (57P01): each is unavailable
      // too, and once they are spent a new connection is refused.
      let refused: unknown;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        refused = await orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .catch((error: unknown) => error);
        expect(isDatabaseUnavailable(refused)).toBe(true);
        if ((refused as { code?: string }).code !== '57P01') break;
      }
      // A new connection, not one the termination ended: PostgreSQL refuses it with 55000 and closes,
      // and a client that sees the close first reports a reset, or a connection ended without a code.
      expect((refused as { code?: string }).code).not.toBe('57P01');
    } finally {
      await orm.close().catch(() => undefined);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
