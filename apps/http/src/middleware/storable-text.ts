import type { ParameterizedContext } from 'koa';
import { DomainError } from '@commons/core/shared/domain-error';
import type { AppState } from '../context.ts';

export const nulCharacterMessage = 'Text must not contain NUL characters';
export const loneSurrogateMessage =
  'Text must not contain unpaired surrogate escapes (\\ud800 to \\udfff without their other half)';

/** Why a string cannot be stored as it was sent, if it cannot. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return nulCharacterMessage;
  if (!text.isWellFormed()) return loneSurrogateMessage;
  return undefined;
}

/** Walks without recursion: a body may nest thousands of levels deep. */
function firstUnstorable(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const problem = unstorable(next);
      if (problem) return problem;
    } else if (next && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        const problem = unstorable(key);
        if (problem) return problem;
        pending.push(child);
      }
    }
  }
  return undefined;
}

/**
 * Text the database cannot hold as sent is refused here, once, as the client's mistake. PostgreSQL
 * text cannot hold a NUL character: a NUL anywhere in the URL (`%00`) or in the parsed body would
 * fail the query with a database error. A JSON escape can also name half of a surrogate pair
 * (`"\ud800"`), which no UTF-8 text can encode: the driver would store U+FFFD in its place, so the
 * stored name or message would silently differ from what was sent (and what an e-mail or page
 * later shows). Only a JSON body can carry one: the URL and a text body are decoded from UTF-8
 * bytes, where a broken sequence already reads as U+FFFD.
 */
export function rejectUnstorableText(ctx: ParameterizedContext<AppState>): void {
  if (ctx.url.includes('%00')) throw new DomainError('VALIDATION', nulCharacterMessage);
  const problem = firstUnstorable(ctx.request.body);
  if (problem) throw new DomainError('VALIDATION', problem);
}
