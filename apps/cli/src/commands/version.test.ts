import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.ts';
import { commands } from './index.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const printed = { stdout: '', stderr: '' };
  try {
    const status = await runCli(commands, argv, {
      stdout: (text) => (printed.stdout += text),
      stderr: (text) => (printed.stderr += text),
    });
    return { status, ...printed };
  } finally {
    process.env = saved;
  }
}

describe('version', () => {
  it("prints package.json's version and the commit the image was built from", async () => {
    const run = await cli(['version'], { COMMONS_COMMIT: 'abc1234' });
    expect(run).toEqual({ status: 0, stdout: `commons ${version} (commit abc1234)\n`, stderr: '' });
    const json = await cli(['version', '--json'], { COMMONS_COMMIT: 'abc1234' });
    expect(JSON.parse(json.stdout)).toEqual({ version, commit: 'abc1234' });
  });

  it("falls back to the checkout's commit, else unknown", async () => {
    const run = await cli(['version', '--json'], { COMMONS_COMMIT: '' });
    expect(JSON.parse(run.stdout)).toEqual({
      version,
      commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/),
    });
  });
});
