import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import type { Command } from './command.ts';
import { commands } from './commands/index.ts';

/** Runs a command line in process, keeping what it printed. */
async function cli(argv: string[], available: Record<string, Command> = commands) {
  const printed = { stdout: '', stderr: '' };
  const status = await runCli(available, argv, {
    stdout: (text) => (printed.stdout += text),
    stderr: (text) => (printed.stderr += text),
  });
  return { status, ...printed };
}

describe('runCli', () => {
  it('lists every command with --help or -h, on stdout', async () => {
    for (const flag of ['--help', '-h']) {
      const run = await cli([flag]);
      expect(run.status).toBe(0);
      const lines = run.stdout.split('\n').map((line) => line.trim().split(/ {2,}/));
      for (const [name, command] of Object.entries(commands)) {
        expect(lines).toContainEqual([name, command.summary]);
      }
    }
  });

  it('lists the commands on stderr with exit 2 when none is named', async () => {
    const run = await cli([]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('  migrate ');
    expect(run.stdout).toBe('');
  });

  it("prints a command's usage with --help and runs nothing", async () => {
    const runs: unknown[] = [];
    const publish: Command = {
      summary: 'publish an article',
      operands: '<slug|id>',
      options: [{ name: 'unpublish', description: 'take it down instead' }],
      run: async (_config, args) => void runs.push(args),
    };
    for (const argv of [['--help'], ['my-slug', '-h'], ['--unpublish', '--help']]) {
      const run = await cli(['articles:publish', ...argv], { 'articles:publish': publish });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('Usage: npm run cli -- articles:publish <slug|id> [options]');
      expect(run.stdout).toContain('--unpublish');
    }
    expect(runs).toEqual([]);
  });

  it('refuses an unknown command with exit 2 and one line naming it', async () => {
    expect(await cli(['no-such-command'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'commons: unknown command "no-such-command" (see --help)\n',
    });
    expect((await cli(['--verbose'])).stderr).toBe('commons: unknown option "--verbose" (see --help)\n');
  });

  it('refuses an option the command does not take with exit 2 and one line naming it', async () => {
    expect(await cli(['migrate', '--dry-run'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'commons: unknown option "--dry-run" for migrate (see migrate --help)\n',
    });
    expect((await cli(['set-status', '--email'])).stderr).toBe(
      'commons: option "--email" needs a value (EMAIL) for set-status (see set-status --help)\n',
    );
  });
});
