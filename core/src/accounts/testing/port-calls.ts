/**
 * Writes down every call a use case makes on its ports, as `port.method` in order: for tests that
 * show two paths (an address with an account and one without) do the same work.
 */
export function recordPortCalls<Deps extends object>(deps: Deps): { deps: Deps; calls: string[] } {
  const calls: string[] = [];
  const recorded = Object.fromEntries(
    Object.entries(deps).map(([name, port]: [string, object]) => [
      name,
      new Proxy(port, {
        get(target, property) {
          const value: unknown = Reflect.get(target, property);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(property)}`);
            return value.apply(target, args);
          };
        },
      }),
    ]),
  );
  return { deps: recorded as Deps, calls };
}
