import type { Config } from '@commons/container';
import type { Arguments, CommandOption } from './arguments.ts';

/** One CLI command. Its usage text (`<command> --help`) and the options it accepts come from here. */
export interface Command {
  /** One line, for the list of commands. */
  summary: string;
  /** The positional arguments, as the usage line shows them (`<slug|id>`, `FILE`). */
  operands?: string;
  options?: readonly CommandOption[];
  /** Returns what to print on success. */
  run(config: Config, args: Arguments): Promise<string | void>;
}
