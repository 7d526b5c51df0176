/**
 * The first process of mail-after-kill.test.ts: signs up the address given as its argument through
 * the container, as `POST /api/users` does, and kills itself with SIGKILL as soon as its first
 * transaction has committed: before anything after the commit runs, and before any dispatch (no
 * dispatcher runs here; the server starts one).
 */
import { AccountTokens, createContainer, InfrastructureTokens, loadConfig } from '@commons/container';
import type { Transactions } from '@commons/core/shared/transactions';

const email = process.argv[2]!;
const container = await createContainer(loadConfig(), {
  override: (bindings) =>
    bindings.onActivation<Transactions>(InfrastructureTokens.Transactions, (_context, transactions) => {
      const run = transactions.run.bind(transactions);
      return Object.assign(transactions, {
        run: async <T>(work: () => Promise<T>): Promise<T> => {
          const outermost = !transactions.isActive();
          const result = await run(work);
          if (outermost) process.kill(process.pid, 'SIGKILL');
          return result;
        },
      });
    }),
});
const inScope = container.resolve(InfrastructureTokens.DatabaseScope);
const register = container.resolve(AccountTokens.register);
await inScope(() =>
  register(
    { email, firstName: 'Ada', lastName: 'Obi', membershipTier: 'explorer' },
    { clientIp: '203.0.113.9' },
  ),
);
process.stdout.write('the sign-up returned: the process was not killed after its commit\n');
