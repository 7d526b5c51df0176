import { RequestContext } from '@mikro-orm/core';
import type { Orm } from '../orm.ts';

/**
 * Wraps every method of an adapter so each call runs in its own forked EntityManager, as each HTTP
 * request does. Lets port contract suites call MikroORM adapters without knowing about contexts.
 */
export function perCallContext<T extends object>(orm: Orm, adapter: T): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        RequestContext.create(orm.em, () => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}
