import { commonPasswordsContract } from '@commons/core/accounts/testing/common-passwords.contract';
import { describe, expect, it } from 'vitest';
import { CommonPasswordList } from './common-password-list.ts';

commonPasswordsContract('the shipped SecLists top 10,000', () => new CommonPasswordList());

describe('the shipped common-password list', () => {
  it('holds the 10,000 most common passwords', () => {
    expect(new CommonPasswordList().size).toBeGreaterThan(9_900);
  });
});
