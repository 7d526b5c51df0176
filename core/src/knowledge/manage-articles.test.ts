import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../audit/testing/in-memory-audit-log.ts';
import { FixedClock } from '../shared/testing/fixed-clock.ts';
import { InMemoryTransactions } from '../shared/testing/in-memory-transactions.ts';
import { createArticle } from './create-article.ts';
import { deleteArticle } from './delete-article.ts';
import { getArticleForStaff } from './get-article-for-staff.ts';
import { listArticlesForStaff } from './list-articles-for-staff.ts';
import { previewArticle } from './preview-article.ts';
import { publishArticle } from './publish-article.ts';
import { EscapingArticleRenderer } from './testing/escaping-article-renderer.ts';
import { InMemoryArticleRepository } from './testing/in-memory-article-repository.ts';
import { inMemorySavingPorts } from './testing/in-memory-saving-ports.ts';
import { updateArticle } from './update-article.ts';
import type { StaffMember } from '../staff/permissions.ts';

const adminId = '00000000-0000-4000-8000-00000000a0a0';
const admin: StaffMember = { id: adminId, role: 'admin' };
const draft = {
  title: 'Field notes',
  slug: 'field-notes',
  category: 'Insight',
  excerpt: 'What we saw.',
  content: 'First paragraph.',
};

function setUp() {
  const clock = new FixedClock('2026-06-01T10:00:00.000Z');
  const articles = new InMemoryArticleRepository();
  const transactions = new InMemoryTransactions();
  const auditLog = new InMemoryAuditLog({ clock, transactions });
  return {
    clock,
    articles,
    auditLog,
    deps: { clock, articles, auditLog, transactions, ...inMemorySavingPorts(articles, transactions) },
  };
}

describe('staff article use cases', () => {
  it('creates an unpublished article, not featured, and names the acting admin', async () => {
    const { deps, articles } = setUp();

    const { article, actor } = await createArticle(deps, draft, admin);

    expect(article).toMatchObject({
      ...draft,
      published: false,
      publishedAt: null,
      featured: false,
      imageUrl: null,
    });
    expect(article.createdAt).toEqual(new Date('2026-06-01T10:00:00.000Z'));
    expect(actor).toEqual({ kind: 'admin', id: adminId });
    expect(await articles.listPublished()).toEqual([]);
  });

  it('creates a public article unless told who may read it, and keeps tiers only for a tiers article', async () => {
    const { deps } = setUp();

    const open = await createArticle(deps, draft, admin);
    const paid = await createArticle(
      deps,
      { ...draft, slug: 'paid', visibility: 'paid', tiers: ['leader'] },
      admin,
    );
    const leaders = await createArticle(
      deps,
      { ...draft, slug: 'leaders', visibility: 'tiers', tiers: ['leader', 'leader', 'f100'] },
      admin,
    );

    expect(open.article).toMatchObject({ visibility: 'public', tiers: [] });
    expect(paid.article).toMatchObject({ visibility: 'paid', tiers: [] });
    expect(leaders.article).toMatchObject({ visibility: 'tiers', tiers: ['leader', 'f100'] });
  });

  it('refuses a tiers article without a tier, an unknown visibility and an unknown tier, in words', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, admin);

    await expect(
      createArticle(deps, { ...draft, slug: 'none', visibility: 'tiers' }, admin),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Choose at least one tier for a tiers article' });
    await expect(updateArticle(deps, article.id, { visibility: 'tiers' }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Choose at least one tier for a tiers article',
    });
    await expect(
      createArticle(deps, { ...draft, slug: 'secret', visibility: 'secret' }, admin),
    ).rejects.toMatchObject({ message: 'Visibility must be one of public, members, paid, tiers' });
    await expect(
      createArticle(deps, { ...draft, slug: 'gold', visibility: 'tiers', tiers: ['gold'] }, admin),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('moves an article between visibilities, emptying the tiers when it leaves tiers', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(
      deps,
      { ...draft, visibility: 'tiers', tiers: ['catalyst'] },
      admin,
    );

    const edited = await updateArticle(deps, article.id, { title: 'Renamed' }, admin);
    expect(edited.article).toMatchObject({ visibility: 'tiers', tiers: ['catalyst'] });
    const paid = await updateArticle(deps, article.id, { visibility: 'paid' }, admin);
    expect(paid.article).toMatchObject({ visibility: 'paid', tiers: [] });
  });

  it('refuses a taken slug with words', async () => {
    const { deps } = setUp();
    await createArticle(deps, draft, admin);

    await expect(createArticle(deps, { ...draft, title: 'Again' }, admin)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An article with this slug already exists',
    });
  });

  it('refuses a category outside the five, a bad slug and a script cover', async () => {
    const { deps } = setUp();

    await expect(createArticle(deps, { ...draft, category: 'News' }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Category must be one of Research, Event, Insight, Analysis, Case Study',
    });
    await expect(createArticle(deps, { ...draft, slug: 'Not A Slug' }, admin)).rejects.toMatchObject({
      details: { fields: { slug: 'Slug may contain only lowercase letters, digits and single hyphens' } },
    });
    await expect(
      createArticle(deps, { ...draft, imageUrl: 'javascript:alert(1)' }, admin),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('takes a cover only as an absolute https address or a path on this site', async () => {
    const { deps } = setUp();
    for (const imageUrl of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      '/images/a b.png',
      'http://example.com/x.png',
      'https:///x.png',
      'images/x.png',
    ]) {
      await expect(createArticle(deps, { ...draft, imageUrl }, admin), imageUrl).rejects.toMatchObject({
        details: { fields: { imageUrl: 'Cover image must be an https:// URL or a path starting with /' } },
      });
    }
    for (const imageUrl of ['/images/research.png', 'https://cdn.example.org/covers/a.png?w=800']) {
      const { article } = await createArticle(
        deps,
        { ...draft, imageUrl, slug: `cover-${imageUrl.length}` },
        admin,
      );
      expect(article.imageUrl).toBe(imageUrl);
    }
  });

  it('takes an uploaded cover only with its alternative text, and drops the text with the cover', async () => {
    const { deps } = setUp();
    const coverImage = `${'0f'.repeat(16)}-1600x900`;
    await expect(createArticle(deps, { ...draft, coverImage }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
      details: { fields: { coverAlt: 'Describe the cover image in its alternative text' } },
    });
    await expect(
      createArticle(deps, { ...draft, coverImage: 'https://example.org/x.png', coverAlt: 'x' }, admin),
    ).rejects.toMatchObject({ details: { fields: { coverImage: 'Cover image must be an uploaded image' } } });

    const { article } = await createArticle(deps, { ...draft, coverImage, coverAlt: ' A harbour ' }, admin);
    expect([article.coverImage, article.coverAlt]).toEqual([coverImage, 'A harbour']);
    await expect(updateArticle(deps, article.id, { coverAlt: '' }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    const { article: uncovered } = await updateArticle(deps, article.id, { coverImage: null }, admin);
    expect([uncovered.coverImage, uncovered.coverAlt]).toEqual([null, null]);
  });

  it('sets publishedAt at the first publication and keeps it through unpublish and republish', async () => {
    const { deps, clock, articles } = setUp();
    const { article } = await createArticle(deps, draft, admin);
    clock.advanceSeconds(3600);

    const published = (await updateArticle(deps, article.id, { published: true }, admin)).article;
    expect(published.publishedAt).toEqual(new Date('2026-06-01T11:00:00.000Z'));
    expect((await articles.listPublished()).map((summary) => summary.slug)).toEqual(['field-notes']);

    clock.advanceSeconds(3600);
    const hidden = (await updateArticle(deps, article.id, { published: false }, admin)).article;
    expect(hidden.published).toBe(false);
    expect(await articles.listPublished()).toEqual([]);

    const again = (await updateArticle(deps, article.id, { published: true }, admin)).article;
    expect(again.publishedAt).toEqual(published.publishedAt);
  });

  it('edits only the fields given', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, admin);

    const { article: edited } = await updateArticle(
      deps,
      article.id,
      { title: 'New title', featured: true },
      admin,
    );

    expect(edited).toEqual({ ...article, title: 'New title', featured: true });
  });

  it('publishes by slug or by id from the CLI, as the system', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, null);

    const bySlug = await publishArticle(deps, { article: 'field-notes', published: true }, null);
    const byId = await publishArticle(deps, { article: article.id, published: false }, null);

    expect(bySlug.article.published).toBe(true);
    expect(bySlug.actor).toEqual({ kind: 'system' });
    expect(byId.article.published).toBe(false);
    await expect(publishArticle(deps, { article: 'missing', published: true }, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists drafts and published, reads one, and deletes it', async () => {
    const { deps } = setUp();
    const { article } = await createArticle(deps, draft, admin);

    expect((await listArticlesForStaff(deps, {})).total).toBe(1);
    expect((await getArticleForStaff(deps, article.id)).content).toBe('First paragraph.');
    expect((await deleteArticle(deps, article.id, admin)).article.id).toBe(article.id);
    await expect(getArticleForStaff(deps, article.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(deleteArticle(deps, article.id, admin)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records one audit entry per write, with the acting admin, or the system from the CLI', async () => {
    const { deps, auditLog } = setUp();
    const { article } = await createArticle(deps, draft, admin);
    await updateArticle(deps, article.id, { title: 'Field notes, revised' }, admin);
    await updateArticle(deps, article.id, { published: true, featured: true }, admin);
    await publishArticle(deps, { article: 'field-notes', published: false }, null);
    await deleteArticle(deps, article.id, admin);
    await expect(updateArticle(deps, article.id, { title: 'Gone' }, admin)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const { entries, total } = await auditLog.list({ kind: 'article', limit: 10, offset: 0 });
    expect(total).toBe(5);
    expect(
      entries.map(({ action, actor, subject, summary }) => ({ action, actor: actor.kind, subject, summary })),
    ).toEqual([
      {
        action: 'article.deleted',
        actor: 'admin',
        subject: { kind: 'article', id: article.id },
        summary: 'Field notes, revised: deleted',
      },
      {
        action: 'article.unpublished',
        actor: 'system',
        subject: { kind: 'article', id: article.id },
        summary: 'Field notes, revised: unpublished',
      },
      {
        action: 'article.published',
        actor: 'admin',
        subject: { kind: 'article', id: article.id },
        summary: 'Field notes, revised: published',
      },
      {
        action: 'article.edited',
        actor: 'admin',
        subject: { kind: 'article', id: article.id },
        summary: 'Field notes, revised: edited',
      },
      {
        action: 'article.created',
        actor: 'admin',
        subject: { kind: 'article', id: article.id },
        summary: 'Field notes: created',
      },
    ]);
  });

  it('previews Markdown through the renderer', () => {
    expect(previewArticle({ renderer: new EscapingArticleRenderer() }, { content: '<b>' })).toEqual({
      html: '<p>&lt;b&gt;</p>',
    });
  });
});

describe('article tags', () => {
  it('takes tag names, trimmed and slugged, counting names with one slug once', async () => {
    const { deps } = setUp();

    const { article } = await createArticle(
      deps,
      { ...draft, slug: '', tags: ['  Climate Policy ', 'Énergie', 'climate  policy', 'AI'] },
      admin,
    );

    expect(article.tags).toEqual([
      { name: 'Climate Policy', slug: 'climate-policy' },
      { name: 'Énergie', slug: 'energie' },
      { name: 'AI', slug: 'ai' },
    ]);
  });

  it('creates an article without tags when none are given, and an edit without tags keeps them', async () => {
    const { deps } = setUp();
    const { article: bare } = await createArticle(deps, { ...draft, slug: 'bare' }, admin);
    const { article } = await createArticle(deps, { ...draft, slug: '', tags: ['Water'] }, admin);

    const { article: edited } = await updateArticle(deps, article.id, { title: 'Renamed' }, admin);
    const { article: retagged } = await updateArticle(deps, article.id, { tags: ['Soil'] }, admin);

    expect(bare.tags).toEqual([]);
    expect(edited.tags).toEqual([{ name: 'Water', slug: 'water' }]);
    expect(retagged.tags).toEqual([{ name: 'Soil', slug: 'soil' }]);
  });

  it('refuses more than ten tags, a name over 40 characters and one without a letter or digit, in words', async () => {
    const { deps } = setUp();
    const eleven = Array.from({ length: 11 }, (_, index) => `Tag ${index}`);

    await expect(createArticle(deps, { ...draft, slug: '', tags: eleven }, admin)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'An article has at most 10 tags',
    });
    await expect(
      createArticle(deps, { ...draft, slug: '', tags: ['x'.repeat(41)] }, admin),
    ).rejects.toMatchObject({
      details: { fields: { 'tags.0': 'A tag is at most 40 characters, with at least one letter or digit' } },
    });
    await expect(
      createArticle(deps, { ...draft, slug: '', tags: ['  ', '!!'] }, admin),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(createArticle(deps, { ...draft, slug: '', tags: 'Water' }, admin)).rejects.toMatchObject({
      message: 'Tags must be a list of names',
    });
  });
});
