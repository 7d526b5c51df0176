import { describe, expect, it } from 'vitest';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { DomainError } from '../shared/domain-error.ts';
import { drawMembershipId, withUniqueMembershipId } from './membership-id.ts';

const digits = (...values: string[]) => ({ randomDigits: () => values.shift() ?? '999999' });

describe('membership IDs', () => {
  it('reads MC-<year of joining>-<six digits>', () => {
    const deps = { clock: new FixedClock('2027-05-01T00:00:00Z'), secrets: digits('000123') };

    expect(drawMembershipId(deps)).toBe('MC-2027-000123');
  });

  it('draws again on a clash', async () => {
    const deps = { clock: new FixedClock('2026-01-01T00:00:00Z'), secrets: digits('000001', '000002') };
    const taken = new Set(['MC-2026-000001']);

    const id = await withUniqueMembershipId(deps, async (candidate) => {
      if (taken.has(candidate)) throw new DomainError('CONFLICT', 'taken');
      return candidate;
    });

    expect(id).toBe('MC-2026-000002');
  });

  it('gives up after eight clashes rather than looping for ever', async () => {
    const deps = { clock: new FixedClock(), secrets: digits() };
    let calls = 0;
    const clash = () => {
      calls += 1;
      return Promise.reject(new DomainError('CONFLICT', 'taken'));
    };

    await expect(withUniqueMembershipId(deps, clash)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(calls).toBe(8);
  });
});
