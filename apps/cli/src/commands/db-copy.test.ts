/**
 * `db:copy` moves an embedded install to PostgreSQL: a PGlite database with members and articles is
 * copied into a new database on TEST_DATABASE_URL's server, and the app's container then reads the
 * same members and articles from it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountTokens,
  createContainer,
  InfrastructureTokens,
  KnowledgeTokens,
  loadConfig,
  prepareDatabase,
  type Config,
} from '@commons/container';
import { memberSearchSchema } from '@commons/core/members/member-search';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { openOrm } from '@commons/adapters/persistence/orm';
import { dbCopyCommand } from './db-copy.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.href;
}

/** Runs a statement on the server's maintenance database (creating or dropping a database). */
async function onServer(sql: string): Promise<void> {
  const orm = await openOrm({ kind: 'postgres', url: databaseUrl('postgres') });
  try {
    await orm.em.fork().getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/** The members and articles as the app reads them. */
async function whatTheAppReads(config: Config) {
  const container = await createContainer(config);
  try {
    return await container.resolve(InfrastructureTokens.DatabaseScope)(async () => {
      const members = await container
        .resolve(AccountTokens.MemberRepository)
        .search(memberSearchSchema.parse({ sort: 'email', limit: 100 }));
      const articles = await container.resolve(KnowledgeTokens.listArticlesForStaff)({ limit: 100 });
      return {
        members: members.members.map(({ id, email, firstName, createdAt }) => ({
          id,
          email,
          firstName,
          createdAt,
        })),
        articles: articles.articles.map(({ id, slug, title }) => ({ id, slug, title })),
      };
    });
  } finally {
    await container.close();
  }
}

describe.skipIf(!serverUrl)('npm run cli -- db:copy --to postgres://...', () => {
  const name = `commons_copy_${randomBytes(4).toString('hex')}`;
  let dir: string;
  let embedded: Config;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'commons-db-copy-'));
    embedded = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const container = await createContainer(embedded);
    try {
      await prepareDatabase(container);
      await container.resolve(InfrastructureTokens.DatabaseScope)(async () => {
        const members = container.resolve(AccountTokens.MemberRepository);
        await members.create(aNewMember({ email: 'ngozi@example.org', firstName: 'Ngozi' }));
        await members.create(aNewMember({ email: 'tunde@example.org', firstName: 'Tunde' }));
      });
    } finally {
      await container.close();
    }
    await onServer(`create database "${name}"`);
  }, 120_000);
  afterAll(async () => {
    await onServer(`drop database if exists "${name}" with (force)`);
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every table, prints the row counts, and the app then reads the same members and articles', async () => {
    const before = await whatTheAppReads(embedded);
    expect(before.members).toHaveLength(2);
    expect(before.articles.length).toBeGreaterThan(0);

    const printed = (await dbCopyCommand.run(embedded, { _: [], to: databaseUrl(name) })) as string;
    expect(printed).toMatch(/^users\s+2$/m);
    expect(printed).toMatch(new RegExp(`^knowledge_articles\\s+${before.articles.length}$`, 'm'));
    expect(printed).toContain("Every table's row count matches.");

    const moved = loadConfig({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(name),
    });
    expect(await whatTheAppReads(moved)).toEqual(before);
  }, 120_000);

  it('refuses a target that already holds data, naming a table', async () => {
    await expect(dbCopyCommand.run(embedded, { _: [], to: databaseUrl(name) })).rejects.toThrow(
      /^The target database is not empty \(\d+ rows? in "\w+"\): db:copy copies into a new, empty database only$/,
    );
  }, 60_000);
});
