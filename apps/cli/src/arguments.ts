/** `--email a@b.co --force positional` -> { email: 'a@b.co', force: 'true', _: ['positional'] }. */
export interface Arguments {
  _: string[];
  [option: string]: string | string[] | undefined;
}

/** An option a command accepts: with `value` it takes one (named so in its usage), without it is a flag. */
export interface CommandOption {
  name: string;
  value?: string;
  description: string;
}

/** A command line the command cannot accept: exit 2 with this one line. */
export class UsageError extends Error {}

/** Every command takes it: print the command's usage and do nothing else. */
export const helpOption: CommandOption = {
  name: 'help',
  description: 'print this usage and do nothing else',
};

/**
 * Reads `--key value`, `--key=value`, flags (`--key` or `-h`) and positionals, against the options
 * the command declares: a flag never takes the next word, and an option it does not know is refused.
 */
export function parseArguments(argv: readonly string[], options: readonly CommandOption[]): Arguments {
  const parsed: Arguments = { _: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index]!;
    if (!token.startsWith('-') || token === '-') {
      parsed._.push(token);
      continue;
    }
    const long = token === '-h' ? '--help' : token;
    if (!long.startsWith('--')) throw new UsageError(`unknown option "${token}"`);
    const equals = long.indexOf('=');
    const name = equals < 0 ? long.slice(2) : long.slice(2, equals);
    const inline = equals < 0 ? undefined : long.slice(equals + 1);
    const option = [...options, helpOption].find((declared) => declared.name === name);
    if (!option) throw new UsageError(`unknown option "--${name}"`);
    if (option.value === undefined) {
      if (inline !== undefined) throw new UsageError(`option "--${name}" takes no value`);
      parsed[name] = 'true';
      continue;
    }
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`option "--${name}" needs a value (${option.value})`);
    }
    if (inline === undefined) index += 1;
    parsed[name] = value;
  }
  return parsed;
}

export function requireOption(args: Arguments, name: string): string {
  const value = args[name];
  if (typeof value !== 'string' || value === '') throw new Error(`Missing --${name}`);
  return value;
}
