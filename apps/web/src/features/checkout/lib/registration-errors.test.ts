import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { checkoutFailedToast, registrationFailedToast } from './registration-errors.ts';

const apiError = (status: number, error: string) => new ApiError(status, JSON.stringify({ error }), '');

describe('registration failure toasts', () => {
  it("says 'An account with this email already exists' when the server says it already exists", () => {
    expect(registrationFailedToast(apiError(409, 'An account with this email already exists'))).toEqual({
      title: 'Registration Failed',
      description: 'An account with this email already exists',
      variant: 'error',
    });
  });

  it("says 'Failed to create account' for any other refusal, and the fallback when the server is unreachable", () => {
    expect(
      registrationFailedToast(apiError(400, 'First name must be at least 2 characters')).description,
    ).toBe('Failed to create account');
    expect(registrationFailedToast(new TypeError('Failed to fetch')).description).toBe(
      'Unable to create account. Please try again.',
    );
  });

  it("says 'Checkout failed' when the checkout cannot start, and 'Invalid Tier' for a bad tier", () => {
    expect(checkoutFailedToast(apiError(502, 'Payment provider unavailable'))).toEqual({
      title: 'Registration Failed',
      description: 'Checkout failed',
      variant: 'error',
    });
    expect(checkoutFailedToast(apiError(400, 'Please select a valid membership tier.'))).toEqual({
      title: 'Invalid Tier',
      description: 'Please select a valid membership tier.',
      variant: 'error',
    });
  });
});
