/**
 * One command line, from the words to the exit code: the usage texts, the refusals of a command
 * line the CLI cannot run (exit 2, one line), and the command's own answer or failure.
 */
import { ConfigError, loadConfig, loadDotEnv } from '@commons/container';
import { isDomainError } from '@commons/core/shared/domain-error';
import { parseArguments, UsageError, type Arguments } from './arguments.ts';
import type { Command } from './command.ts';
import { exitCodeByErrorCode } from './exit-codes.ts';
import { wantsJson } from './table.ts';
import { commandList, commandUsage } from './usage.ts';

export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Resolves to the exit code: 0 done, 2 a command line to correct, others as exit-codes.ts says. */
export async function runCli(
  commands: Readonly<Record<string, Command>>,
  argv: readonly string[],
  output: CliOutput,
): Promise<number> {
  const refuse = (problem: string, help: string) => {
    output.stderr(`commons: ${problem} (see ${help})\n`);
    return 2;
  };
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h') {
    output.stdout(`${commandList(commands)}\n`);
    return 0;
  }
  // No command is a command line to correct, like an unknown one: the list goes where errors go.
  if (name === undefined) {
    output.stderr(`${commandList(commands)}\n`);
    return 2;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) return refuse(`unknown ${name.startsWith('-') ? 'option' : 'command'} "${name}"`, '--help');

  let args: Arguments;
  try {
    args = parseArguments(rest, command.options ?? []);
  } catch (error) {
    if (error instanceof UsageError) return refuse(`${error.message} for ${name}`, `${name} --help`);
    throw error;
  }
  // Before anything opens: --help reads no configuration and touches no database.
  if (args['help'] !== undefined) {
    output.stdout(`${commandUsage(name, command)}\n`);
    return 0;
  }

  /** With --json, failures are JSON too (`{ "error", "code" }`), on stderr like the words would be. */
  const fail = (message: string, code: string | undefined, exitCode: number) => {
    output.stderr(`${wantsJson(args) ? JSON.stringify({ error: message, code }) : message}\n`);
    return exitCode;
  };
  try {
    loadDotEnv();
    const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
    const answer = await command.run(config, args);
    if (answer) output.stdout(`${answer}\n`);
    return 0;
  } catch (error) {
    if (isDomainError(error)) return fail(error.message, error.code, exitCodeByErrorCode[error.code]);
    if (error instanceof ConfigError) return fail(error.message, undefined, 1);
    return fail(`Failed: ${error instanceof Error ? error.message : String(error)}`, undefined, 1);
  }
}
