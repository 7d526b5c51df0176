import { describe, expect, it } from 'vitest';
import { parseArguments, requireOption, type CommandOption } from './arguments.ts';

const options: CommandOption[] = [
  { name: 'email', value: 'EMAIL', description: 'an address' },
  { name: 'password', value: 'PASSWORD', description: 'a secret' },
  { name: 'force', description: 'a flag' },
];

describe('parseArguments', () => {
  it('reads --key value, --key=value, flags and positionals', () => {
    expect(
      parseArguments(['name', '--email', 'a@b.co', '--password=se=cret', '--force', 'last'], options),
    ).toEqual({ _: ['name', 'last'], email: 'a@b.co', password: 'se=cret', force: 'true' });
  });

  it('reads --help and -h on any command', () => {
    expect(parseArguments(['--help'], [])).toEqual({ _: [], help: 'true' });
    expect(parseArguments(['-h'], options)).toEqual({ _: [], help: 'true' });
  });

  it('refuses an option the command does not declare, naming it', () => {
    expect(() => parseArguments(['--emial', 'a@b.co'], options)).toThrow('unknown option "--emial"');
    expect(() => parseArguments(['-x'], options)).toThrow('unknown option "-x"');
  });

  it('refuses an option without its value, and a flag with one', () => {
    expect(() => parseArguments(['--email'], options)).toThrow('option "--email" needs a value (EMAIL)');
    expect(() => parseArguments(['--email', '--force'], options)).toThrow('needs a value');
    expect(() => parseArguments(['--force=yes'], options)).toThrow('option "--force" takes no value');
  });

  it('names a missing required option', () => {
    expect(() => requireOption(parseArguments([], options), 'email')).toThrow('Missing --email');
  });
});
