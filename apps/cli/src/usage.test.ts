import { describe, expect, it } from 'vitest';
import type { Command } from './command.ts';
import { commandList, commandUsage } from './usage.ts';

const publish: Command = {
  summary: 'publish an article',
  operands: '<slug|id>',
  options: [
    { name: 'unpublish', description: 'take it down instead' },
    { name: 'at', value: 'DATE', description: 'when' },
  ],
  run: async () => {},
};
const migrate: Command = { summary: 'apply pending migrations', run: async () => {} };

describe('CLI usage', () => {
  it('lists every command with its summary', () => {
    const list = commandList({ migrate, 'articles:publish': publish });
    expect(list).toMatch(/^ {2}migrate\s+apply pending migrations$/m);
    expect(list).toMatch(/^ {2}articles:publish\s+publish an article$/m);
  });

  it("writes a command's usage line and options from its declaration, --help included", () => {
    expect(commandUsage('articles:publish', publish).split('\n')).toEqual([
      'Usage: npm run cli -- articles:publish <slug|id> [options]',
      '',
      'publish an article',
      '',
      'Options:',
      '  --unpublish  take it down instead',
      '  --at DATE    when',
      '  -h, --help   print this usage and do nothing else',
    ]);
  });
});
