/** The CLI's usage texts, written from the commands' own declarations. */
import { helpOption, type CommandOption } from './arguments.ts';
import type { Command } from './command.ts';

const program = 'npm run cli --';

/** `npm run cli -- --help`: every command with its one-line summary. */
export function commandList(commands: Readonly<Record<string, Command>>): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length)) + 2;
  return [
    `Usage: ${program} <command> [options]`,
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`),
    '',
    `${program} <command> --help shows the options of a command.`,
  ].join('\n');
}

const flag = (option: CommandOption) =>
  `${option === helpOption ? '-h, ' : ''}--${option.name}${option.value ? ` ${option.value}` : ''}`;

/** `npm run cli -- <command> --help`: its usage line, summary and options. */
export function commandUsage(name: string, command: Command): string {
  const options = [...(command.options ?? []), helpOption];
  const width = Math.max(...options.map((option) => flag(option).length)) + 2;
  return [
    `Usage: ${[program, name, command.operands, '[options]'].filter(Boolean).join(' ')}`,
    '',
    command.summary,
    '',
    'Options:',
    ...options.map((option) => `  ${flag(option).padEnd(width)}${option.description}`),
  ].join('\n');
}
