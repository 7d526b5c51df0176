/**
 * Reads a Caddyfile into its directives and blocks, so tests can check what it configures (no
 * Caddy binary runs here). Only the syntax the repo's Caddyfile uses: one directive a line, a block
 * opened by `{` at the end of its line and closed by `}` alone on one, `#` comments, no quotes.
 */
import { readFileSync } from 'node:fs';

export interface Directive {
  name: string;
  args: string[];
  block: Directive[];
}

/** The top level: the global options block (named `''`), then the site blocks (named by address). */
export function readCaddyfile(file: string): Directive[] {
  const top: Directive[] = [];
  const open: Directive[][] = [top];
  for (const [index, raw] of readFileSync(file, 'utf8').split('\n').entries()) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    if (/["'`]/.test(line)) throw new Error(`line ${index + 1}: quoted tokens are not read here`);
    if (line === '}') {
      if (open.length === 1) throw new Error(`line ${index + 1}: } closes no block`);
      open.pop();
      continue;
    }
    const tokens = line.split(/\s+/);
    const opens = tokens.at(-1) === '{';
    if (opens) tokens.pop();
    const [name = '', ...args] = tokens;
    const directive: Directive = { name, args, block: [] };
    open.at(-1)!.push(directive);
    if (opens) open.push(directive.block);
  }
  if (open.length !== 1) throw new Error('a block is not closed');
  return top;
}

/** The directive reached by the names in `path`, each one inside the block of the one before. */
export function directiveAt(directives: Directive[], ...path: string[]): Directive | undefined {
  let found: Directive | undefined;
  let level = directives;
  for (const name of path) {
    found = level.find((directive) => directive.name === name);
    if (!found) return undefined;
    level = found.block;
  }
  return found;
}

/** A Caddy duration of one unit (`10s`, `2m`, `1h`) in milliseconds. */
export function durationMs(value: string): number {
  const [, amount, unit] = /^(\d+)(ms|s|m|h)$/.exec(value) ?? [];
  if (!amount || !unit) throw new Error(`not a duration read here: ${value}`);
  return Number(amount) * { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[unit]!;
}

/** A size in KiB or bytes (`16KiB`, `512`) in bytes. */
export function sizeBytes(value: string): number {
  const [, amount, unit = ''] = /^(\d+)(KiB)?$/.exec(value) ?? [];
  if (!amount) throw new Error(`not a size read here: ${value}`);
  return Number(amount) * (unit === 'KiB' ? 1024 : 1);
}
