/**
 * `npm run cli -- <command> [options]`: operations over the same composition root as the server.
 * The embedded database allows one process at a time, so stop the server before using the CLI on it.
 */
import { ConfigError, loadConfig, loadDotEnv } from '@commons/container';
import { isDomainError } from '@commons/core/shared/domain-error';
import { commands } from './commands/index.ts';
import { parseArguments } from './arguments.ts';
import { exitCodeByErrorCode } from './exit-codes.ts';
import { wantsJson } from './table.ts';

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(16)} ${command.summary}`);
  return ['Usage: npm run cli -- <command> [--option value]', '', 'Commands:', ...lines].join('\n');
}

const [name, ...rest] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  process.stderr.write(`${name ? `Unknown command: ${name}\n\n` : ''}${usage()}\n`);
  process.exit(name ? 2 : 0);
}

const args = parseArguments(rest);
/** With --json, failures are JSON too (`{ "error", "code" }`), on stderr like the words would be. */
const fail = (message: string, code: string | undefined, exitCode: number): never => {
  process.stderr.write(`${wantsJson(args) ? JSON.stringify({ error: message, code }) : message}\n`);
  process.exit(exitCode);
};

try {
  loadDotEnv();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const output = await command.run(config, args);
  if (output) process.stdout.write(`${output}\n`);
  process.exit(0);
} catch (error) {
  if (isDomainError(error)) fail(error.message, error.code, exitCodeByErrorCode[error.code]);
  if (error instanceof ConfigError) fail(error.message, undefined, 1);
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`, undefined, 1);
}
