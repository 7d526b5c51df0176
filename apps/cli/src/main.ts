/**
 * `npm run cli -- <command> [options]`: operations over the same composition root as the server.
 * The embedded database allows one process at a time, so stop the server before using the CLI on it.
 */
import { ConfigError, loadConfig, loadDotEnv } from '@commons/container';
import { isDomainError } from '@commons/core/shared/domain-error';
import { commands } from './commands/index.ts';
import { parseArguments } from './arguments.ts';

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

try {
  loadDotEnv();
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const output = await command.run(config, parseArguments(rest));
  if (output) process.stdout.write(`${output}\n`);
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError || isDomainError(error)) {
    process.stderr.write(`${error.message}\n`);
    process.exit(isDomainError(error) && error.code === 'VALIDATION' ? 2 : 1);
  }
  process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
