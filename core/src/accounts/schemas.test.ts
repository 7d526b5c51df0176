import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  selfSignUpTiers,
  signUpSchema,
  verifyEmailSchema,
} from './schemas.ts';

describe('account schemas', () => {
  it('offers sign-up for every account tier but f100', () => {
    expect(selfSignUpTiers).toEqual(['explorer', 'builder', 'leader', 'catalyst', 'guardian']);
  });

  it('turns blank optional fields into null and trims the rest', () => {
    const parsed = signUpSchema.parse({
      email: ' a@b.co ',
      firstName: ' Ada ',
      lastName: 'Obi',
      organization: '',
      position: '  ',
      password: 'long enough',
      membershipTier: 'explorer',
    });
    expect(parsed).toMatchObject({
      email: 'a@b.co',
      firstName: 'Ada',
      organization: null,
      position: null,
      phone: null,
      billingCycle: null,
    });
  });

  it('gives the spec message for a missing field, not a type error', () => {
    expect(loginSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
    expect(verifyEmailSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      'Verification code must be 6 digits',
      'Valid email required',
    ]);
  });

  it('refuses a new password made only of spaces, and keeps spaces inside a passphrase', () => {
    const change = (newPassword: string) =>
      changePasswordSchema.safeParse({ currentPassword: 'old password', newPassword });
    expect(change(' '.repeat(12)).error?.issues.map((issue) => issue.message)).toEqual([
      'Password cannot be only spaces',
    ]);
    expect(change('\t \n        ').success).toBe(false);
    expect(change('correct horse battery').success).toBe(true);
  });

  it('says a name is too long when it is, not that it is too short', () => {
    const parsed = signUpSchema.safeParse({
      email: 'a@b.co',
      firstName: 'x'.repeat(200_000),
      lastName: 'y'.repeat(101),
      password: 'long enough',
      membershipTier: 'explorer',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'First name must be at most 100 characters',
      'Last name must be at most 100 characters',
    ]);
  });
});
