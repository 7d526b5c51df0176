import { migrateWithLock } from '@commons/adapters/persistence/migrate-with-lock';
import { AccountTokens, InfrastructureTokens } from '@commons/container';
import { requireOption } from '../arguments.ts';
import { withContainer } from '../with-container.ts';
import type { Command } from '../command.ts';

/**
 * `create-admin --email a@b.co --password '...' [--first-name Ada --last-name Obi]`: creates a
 * verified admin, or promotes an existing account and sets its password. The password may come
 * from ADMIN_PASSWORD instead, to keep it out of the shell history.
 */
export const createAdminCommand: Command = {
  summary: 'create an admin, or promote an account and set its password',
  options: [
    { name: 'email', value: 'EMAIL', description: 'the admin e-mail address (required)' },
    { name: 'password', value: 'PASSWORD', description: 'the password (or set ADMIN_PASSWORD)' },
    { name: 'first-name', value: 'NAME', description: 'the first name of a new admin' },
    { name: 'last-name', value: 'NAME', description: 'the last name of a new admin' },
  ],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const email = requireOption(args, 'email');
      const password = typeof args.password === 'string' ? args.password : process.env.ADMIN_PASSWORD;
      if (!password) throw new Error('Missing --password (or set ADMIN_PASSWORD)');
      await migrateWithLock(container.resolve(InfrastructureTokens.Orm));
      const { member, created } = await container.resolve(AccountTokens.createAdmin)({
        email,
        password,
        ...(typeof args['first-name'] === 'string' ? { firstName: args['first-name'] } : {}),
        ...(typeof args['last-name'] === 'string' ? { lastName: args['last-name'] } : {}),
      });
      return created
        ? `Admin created: ${member.email}`
        : `${member.email} is an admin; its password has been set.`;
    }),
};
