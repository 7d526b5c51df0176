import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import type { StaffMember } from '../staff/permissions.ts';
import { createArticle } from './create-article.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';
import { updateArticle } from './update-article.ts';

const admin: StaffMember = { id: '00000000-0000-4000-8000-00000000a0a0', role: 'admin' };
const draft = {
  title: 'Field notes',
  category: 'Insight',
  excerpt: 'What we saw.',
  content: 'First paragraph.',
};

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  return { clock, articles: new InMemoryArticleRepository(), auditLog, transactions };
}

describe('article tags', () => {
  it('takes tag names, trimmed and slugged, counting names with one slug once', async () => {
    const deps = setUp();

    const { article } = await createArticle(
      deps,
      { ...draft, tags: ['  Climate Policy ', 'Énergie', 'climate  policy', 'AI'] },
      admin,
    );

    expect(article.tags).toEqual([
      { name: 'Climate Policy', slug: 'climate-policy' },
      { name: 'Énergie', slug: 'energie' },
      { name: 'AI', slug: 'ai' },
    ]);
  });

  it('creates an article without tags when none are given, and an edit without tags keeps them', async () => {
    const deps = setUp();
    const { article: bare } = await createArticle(deps, draft, admin);
    const { article } = await createArticle(deps, { ...draft, tags: ['Water'] }, admin);

    const { article: edited } = await updateArticle(deps, article.id, { title: 'Renamed' }, admin);
    const { article: retagged } = await updateArticle(deps, article.id, { tags: ['Soil'] }, admin);

    expect(bare.tags).toEqual([]);
    expect(edited.tags).toEqual([{ name: 'Water', slug: 'water' }]);
    expect(retagged.tags).toEqual([{ name: 'Soil', slug: 'soil' }]);
  });

  it('refuses more than ten tags, a name over 40 characters and one without a letter or digit, in words', async () => {
    const deps = setUp();
    const eleven = Array.from({ length: 11 }, (_, index) => `Tag ${index}`);

    await expect(createArticle(deps, { ...draft, tags: eleven }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'An article has at most 10 tags',
    });
    await expect(createArticle(deps, { ...draft, tags: ['x'.repeat(41)] }, admin)).rejects.toMatchObject({
      details: { fields: { 'tags.0': 'A tag is at most 40 characters, with at least one letter or digit' } },
    });
    await expect(createArticle(deps, { ...draft, tags: ['  ', '!!'] }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(createArticle(deps, { ...draft, tags: 'Water' }, admin)).rejects.toMatchObject({
      message: 'Tags must be a list of names',
    });
  });
});
