import { describe, expect, it } from 'vitest';
import { parseArguments, requireOption } from './arguments.ts';

describe('parseArguments', () => {
  it('reads --key value, --key=value, flags and positionals', () => {
    expect(parseArguments(['name', '--email', 'a@b.co', '--password=secret', '--force'])).toEqual({
      _: ['name'],
      email: 'a@b.co',
      password: 'secret',
      force: 'true',
    });
  });

  it('names a missing required option', () => {
    expect(() => requireOption(parseArguments([]), 'email')).toThrow('Missing --email');
  });
});
