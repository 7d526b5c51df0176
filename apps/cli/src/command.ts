import type { Config } from '@commons/container';
import type { Arguments } from './arguments.ts';

export interface Command {
  summary: string;
  /** Returns what to print on success. */
  run(config: Config, args: Arguments): Promise<string | void>;
}
