/**
 * docker-compose.yml as Compose reads it, for tests without a Docker engine: the file's variables
 * interpolated from a project `.env` (Compose does this for the whole file, before it picks the
 * profile's services: docker/compose#11977), and a service's environment as its container gets it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { parseDocument } from 'yaml';

export interface EnvFile {
  path: string;
  required?: boolean;
}

export interface Service {
  profiles?: string[];
  image?: string;
  build?: string | { context: string; dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  env_file?: (string | EnvFile)[];
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  logging?: { driver: string; options?: Record<string, string> };
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

export interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

export class MissingVariable extends Error {}

/** Reads `${NAME}` and its forms (`:-`, `-`, `:+`, `+`, `:?`, `?`) from `text` at `start` (after `${`). */
function expression(
  text: string,
  start: number,
  env: Record<string, string>,
): { value: string; end: number } {
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(start))?.[0];
  if (!name) throw new Error(`Bad variable at ${text.slice(start - 2)}`);
  let index = start + name.length;
  const operator = /^(:-|-|:\+|\+|:\?|\?)?/.exec(text.slice(index))![0];
  index += operator.length;
  // The operand may hold further variables: read it up to the matching brace, interpolating as we go.
  let operand = '';
  while (text[index] !== '}') {
    if (index >= text.length) throw new Error(`Unclosed variable in ${text}`);
    const part = step(text, index, env);
    operand += part.value;
    index = part.end;
  }
  const value = env[name];
  const set = value !== undefined;
  const nonEmpty = set && value !== '';
  const resolved = (() => {
    switch (operator) {
      case ':-':
        return nonEmpty ? value : operand;
      case '-':
        return set ? value : operand;
      case ':+':
        return nonEmpty ? operand : '';
      case '+':
        return set ? operand : '';
      case ':?':
      case '?':
        if (operator === ':?' ? !nonEmpty : !set) throw new MissingVariable(`${name}: ${operand}`);
        return value!;
      default:
        return value ?? '';
    }
  })();
  return { value: resolved, end: index + 1 };
}

/** One literal character, `$$`, `$NAME` or `${...}` of `text` at `index`. */
function step(text: string, index: number, env: Record<string, string>): { value: string; end: number } {
  if (text[index] !== '$') return { value: text[index]!, end: index + 1 };
  if (text[index + 1] === '$') return { value: '$', end: index + 2 };
  if (text[index + 1] === '{') return expression(text, index + 2, env);
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index + 1))?.[0];
  if (!name) return { value: '$', end: index + 1 };
  return { value: env[name] ?? '', end: index + 1 + name.length };
}

/** Compose's interpolation of one string; throws MissingVariable for a required one that is unset. */
export function interpolate(text: string, env: Record<string, string>): string {
  let result = '';
  for (let index = 0; index < text.length;) {
    const part = step(text, index, env);
    result += part.value;
    index = part.end;
  }
  return result;
}

function interpolateAll(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, env)]));
  }
  return value;
}

/** The file as written (no interpolation); YAML errors and warnings (a duplicate key) throw. */
export function readComposeFile(file: string): ComposeFile {
  const document = parseDocument(readFileSync(file, 'utf8'), { uniqueKeys: true });
  if (document.errors.length || document.warnings.length) {
    throw new Error([...document.errors, ...document.warnings].map((issue) => issue.message).join('\n'));
  }
  return document.toJS() as ComposeFile;
}

/**
 * The file as Compose sees it with `dotEnv` as its project `.env` (empty: no `.env`): every string
 * interpolated, whatever the profile.
 */
export function resolveCompose(compose: ComposeFile, dotEnv: Record<string, string> = {}): ComposeFile {
  return interpolateAll(compose, dotEnv) as ComposeFile;
}

/**
 * The environment a service's container starts with: its `env_file`s (read from `files`, by path;
 * a missing optional one is skipped), then its `environment`, which wins.
 */
export function containerEnvironment(
  service: Service,
  files: Record<string, string | undefined>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of service.env_file ?? []) {
    const { path: file, required = true } = typeof entry === 'string' ? { path: entry } : entry;
    const content = files[file];
    if (content === undefined) {
      if (required) throw new Error(`env file ${file} not found`);
      continue;
    }
    Object.assign(env, parseEnv(content));
  }
  return { ...env, ...service.environment };
}

/** The variables a `.env`-style file sets or shows commented out (`# NAME=...`). */
export function variablesOfEnvFile(file: string): string[] {
  if (!existsSync(file)) return [];
  const names = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)];
}

/** The variables named in the first column of the README's configuration table. */
export function configurationTableVariables(readmeFile: string): string[] {
  const readme = readFileSync(readmeFile, 'utf8');
  const section = readme.slice(
    readme.indexOf('\n## Configuration'),
    readme.indexOf('\n### ', readme.indexOf('\n## Configuration')),
  );
  const names: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const firstCell = line.split('|')[1]!;
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(name!);
  }
  return names;
}
