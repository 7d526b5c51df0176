import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { testDatabaseTemplates } from '@commons/adapters/persistence/testing/vitest-database';
import { KnowledgeTokens, loadConfig, type Config } from '@commons/container';
import { withContainer } from '../with-container.ts';
import { articlesPublishCommand } from './articles.ts';
import { sendsCreateCommand, sendsListCommand } from './sends.ts';

describe('npm run cli -- sends:create and sends:list', () => {
  let dir: string;
  let config: Config;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'commons-cli-sends-'));
    config = loadConfig({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' });
    // Migrated as `migrate` leaves it (members.test.ts runs the command itself).
    await copyTemplate(testDatabaseTemplates(), 'pglite', { dataDir: config.dataDir });
    await withContainer(config, (container) =>
      container.resolve(KnowledgeTokens.createArticle)(
        {
          title: 'Findings by mail',
          slug: 'findings-by-mail',
          category: 'Research',
          excerpt: 'What founders told us.',
          content: 'The findings.',
        },
        null,
      ),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a draft, then schedules a tiers send by slug and lists it', async () => {
    await expect(
      sendsCreateCommand.run(config, { _: ['findings-by-mail'], segment: 'members' }),
    ).rejects.toThrow('Publish the article, or schedule its publication, before sending it by e-mail');
    await articlesPublishCommand.run(config, { _: ['findings-by-mail'] });

    const scheduled = await sendsCreateCommand.run(config, {
      _: ['findings-by-mail'],
      segment: 'tiers',
      tiers: 'leader,builder',
      at: '2099-01-01T09:00:00Z',
    });
    expect(scheduled).toMatch(/^Send \S+ scheduled for 2099-01-01T09:00:00.000Z \(0 recipients now\)\.$/);

    const listed = JSON.parse((await sendsListCommand.run(config, { _: [], json: 'true' })) as string);
    expect(listed).toMatchObject([{ segment: 'tiers', tiers: ['leader', 'builder'], status: 'scheduled' }]);
    expect(await sendsListCommand.run(config, { _: [] })).toMatch(
      /tiers:leader,builder\s+scheduled\s+0\s+0\s+0/,
    );
  });

  it('asks for a segment in words', async () => {
    await expect(sendsCreateCommand.run(config, { _: ['findings-by-mail'] })).rejects.toThrow(
      'Please choose who receives the article',
    );
  });
});
