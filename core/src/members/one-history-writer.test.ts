import { describe, expect, it } from 'vitest';

// Vite's build-time glob import; typed here because core's tests load no Vite client types.
declare global {
  interface ImportMeta {
    glob(
      pattern: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

const runtimeSources = import.meta.glob(['../**/*.ts', '!../**/*.test.ts', '!../**/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Files that call the method, and how often, in core's runtime code. */
function callersOf(method: string): Record<string, number> {
  const call = new RegExp(`\\.${method}\\(`, 'g');
  return Object.fromEntries(
    Object.entries(runtimeSources)
      .map(([path, source]) => [path, source.match(call)?.length ?? 0] as const)
      .filter(([, count]) => count > 0),
  );
}

describe('membership history', () => {
  it('reads the whole of core, so the count below means something', () => {
    expect(Object.keys(runtimeSources)).toEqual(
      expect.arrayContaining(['../accounts/register.ts', '../membership/apply-payment-event.ts']),
    );
    expect(Object.keys(runtimeSources).some((path) => path.endsWith('.test.ts'))).toBe(false);
  });

  it('is written in exactly one place: changeMembership', () => {
    expect(callersOf('recordStatusChange')).toEqual({ './change-membership.ts': 1 });
  });
});
