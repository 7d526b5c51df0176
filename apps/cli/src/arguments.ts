/** `--email a@b.co --password x positional` -> { email: 'a@b.co', password: 'x', _: ['positional'] }. */
export interface Arguments {
  _: string[];
  [option: string]: string | string[] | undefined;
}

export function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = { _: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index]!;
    if (!token.startsWith('--')) {
      parsed._.push(token);
      continue;
    }
    const [key, inline] = token.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) parsed[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      parsed[key] = next;
      index += 1;
    } else parsed[key] = 'true';
  }
  return parsed;
}

export function requireOption(args: Arguments, name: string): string {
  const value = args[name];
  if (typeof value !== 'string' || value === '') throw new Error(`Missing --${name}`);
  return value;
}
