import type { Transactions } from './transactions.ts';

/**
 * Wraps a network port (the payment provider) so that every call made inside a database
 * transaction throws instead of running: a slow answer must never hold a transaction open or a row
 * locked. A programming error, not a DomainError: the use case has to call out before or after.
 */
export function outsideTransactions<T extends object>(
  port: T,
  transactions: Pick<Transactions, 'isActive'>,
): T {
  const portName = port.constructor.name;
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (transactions.isActive()) {
          throw new Error(`${portName}.${String(property)} called inside a database transaction`);
        }
        // Called on the port itself, not the proxy, so its private fields stay reachable.
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
