import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { failureToast, type FailureWords } from './use-submit-with-toast.ts';

const words: FailureWords = {
  title: 'Sign In Failed',
  fallback: 'Invalid or expired verification code.',
  offline: 'Unable to connect to the server. Please try again.',
};
const noAnswer = new TypeError('Failed to fetch');

describe('the failure toast of a submitted form', () => {
  it('gives the server’s own words when it sent some', () => {
    const refused = new ApiError(429, JSON.stringify({ error: 'Too many attempts.' }), 'Too Many Requests');
    expect(failureToast(refused, words)).toEqual({
      title: 'Sign In Failed',
      description: 'Too many attempts.',
      variant: 'error',
    });
  });

  it('falls back to its own words when the server sent none', () => {
    expect(failureToast(new ApiError(500, '', 'Internal Server Error'), words)).toEqual({
      title: 'Sign In Failed',
      description: 'Invalid or expired verification code.',
      variant: 'error',
    });
  });

  it('says the server could not be reached, under its own title when one is given', () => {
    expect(failureToast(noAnswer, words)).toEqual({
      title: 'Sign In Failed',
      description: 'Unable to connect to the server. Please try again.',
      variant: 'error',
    });
    const offline = { title: 'Error', description: 'Unable to verify code. Please try again.' };
    expect(failureToast(noAnswer, { ...words, offline })).toEqual({ ...offline, variant: 'error' });
  });
});
