import { randomUUID } from 'node:crypto';
import { stdSerializers } from 'pino';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestOrm } from '@commons/adapters/persistence/testing/vitest-database';
import { createLogger } from './logger.ts';
import { UserEntity } from '@commons/adapters/persistence/entities/users';

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, output: () => lines.join('') };
}

for (const kind of testDatabaseKinds()) {
  describe(`logs on ${kind}`, () => {
    const orm = useTestOrm(kind);

    it('log a failed insert without its SQL, parameters, hashes or codes', async () => {
      const secrets = {
        email: `secret-${randomUUID()}@example.com`,
        passwordHash: `$argon2id$v=19$m=65536$${randomUUID()}`,
        codeHash: `code-hash-${randomUUID()}`,
      };
      // Through the ORM, as the repositories insert: its exception message inlines the parameters.
      const insert = () =>
        orm().em.fork().insert(UserEntity, {
          email: secrets.email,
          passwordHash: secrets.passwordHash,
          firstName: 'Ada',
          lastName: 'Okafor',
          verificationCodeHash: secrets.codeHash,
        });
      await insert();
      const failure = await insert().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      // pino's own serializer would log the conflicting values (and, on some drivers, the SQL).
      const unsafe = JSON.stringify(stdSerializers.err(failure as Error));
      expect(Object.values(secrets).some((secret) => unsafe.includes(secret))).toBe(true);

      const { logger, output } = capturedLogger();
      logger.error({ err: failure, method: 'POST', path: '/api/users' }, 'request failed');
      logger.error({ error: new Error('wrapped', { cause: failure }) }, 'wrapped failure');

      const log = output();
      expect(log).toContain('users_email_unique');
      expect(log).toContain('23505');
      for (const secret of [...Object.values(secrets), 'insert into', 'password_hash']) {
        expect(log).not.toContain(secret);
      }
    });
  });
}

describe('log redaction', () => {
  it('redacts passwords, codes, tokens, hashes and cookies wherever they are logged', () => {
    const { logger, output } = capturedLogger();
    logger.info({
      password: 'pw-secret-1',
      body: { password: 'pw-secret-2', code: '123456', token: 'tok-secret' },
      member: { passwordHash: 'hash-secret', codeHash: 'code-hash-secret', tokenHash: 'token-hash-secret' },
      query: { params: ['param-secret'] },
      req: { headers: { cookie: 'commons_session=cookie-secret', authorization: 'Bearer auth-secret' } },
      res: { headers: { 'set-cookie': 'commons_session=set-cookie-secret' } },
    });
    const log = output();
    expect(log).toContain('[redacted]');
    for (const secret of [
      'pw-secret',
      '123456',
      'tok-secret',
      'hash-secret',
      'param-secret',
      'cookie-secret',
      'auth-secret',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("keeps an error's SQLSTATE readable while a typed code stays hidden", () => {
    const { logger, output } = capturedLogger();
    logger.error({
      err: Object.assign(new Error('duplicate key'), { code: '23505' }),
      input: { code: '654321' },
    });
    const log = output();
    expect(log).toContain('23505');
    expect(log).not.toContain('654321');
  });

  it('names the SQLSTATE of a driver error in its own field, without the statement', () => {
    const { logger, output } = capturedLogger();
    const driverError = Object.assign(new Error('deadlock detected in update members set ...'), {
      severity: 'ERROR',
      code: '40P01',
      query: 'update members set password_hash = $1',
    });
    logger.error({ err: new Error('request failed', { cause: driverError }) }, 'request failed');
    const line = JSON.parse(output()) as { err: { cause: Record<string, unknown> } };
    expect(line.err.cause).toMatchObject({
      code: '40P01',
      sqlState: '40P01',
      message: 'database error 40P01',
    });
    expect(output()).not.toContain('password_hash');
  });
});
