import { describe, expect, it } from 'vitest';
import { readCheckoutParams } from './checkout-params.ts';

const read = (query: string) => readCheckoutParams(new URLSearchParams(query));

describe('readCheckoutParams', () => {
  it('reads the tier, plan and the e-mail and name to prefill', () => {
    expect(read('tier=leader&plan=yearly&email=ada@example.com&name=Ada%20Nneka%20Okafor')).toMatchObject({
      offer: { id: 'leader' },
      plan: 'yearly',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Nneka Okafor',
    });
  });

  it('defaults the plan to monthly and leaves the form empty without prefill', () => {
    expect(read('tier=builder')).toMatchObject({ plan: 'monthly', email: '', firstName: '', lastName: '' });
    expect(read('tier=builder&plan=weekly').plan).toBe('monthly');
  });

  it('knows no offer for a missing or unknown tier', () => {
    expect(read('').offer).toBeNull();
    expect(read('tier=platinum').offer).toBeNull();
    expect(read('tier=f100').offer).toBeNull();
  });
});
