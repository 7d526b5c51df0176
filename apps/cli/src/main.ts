/**
 * `npm run cli -- <command> [options]`: operations over the same composition root as the server.
 * The embedded database allows one process at a time: stop the server before using the CLI on it
 * (`backup` excepted: it asks the running server).
 */
import { runCli } from './cli.ts';
import { commands } from './commands/index.ts';

process.exit(
  await runCli(commands, process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }),
);
