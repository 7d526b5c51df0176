import type { ParameterizedContext } from 'koa';
import { DomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';

export const nulCharacterMessage = 'Text must not contain NUL characters';

/** Walks without recursion: a body may nest thousands of levels deep. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a NUL anywhere in the URL (`%00`) or in the parsed
 * body would fail the query with a database error. Refused here, once, as the client's mistake.
 */
export function rejectNul(ctx: ParameterizedContext<AppState>): void {
  if (ctx.url.includes('%00') || containsNul(ctx.request.body)) {
    throw new DomainError('VALIDATION', nulCharacterMessage);
  }
}
