/**
 * Bylines over the in-process app: a staff member edits their own author profile, an editor names
 * an article's authors, and readers see them on the article, in the feed (beside the full text)
 * and on the author's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: { cookie: string; id: string };
let author: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  const signedIn = async (overrides: Parameters<TestApp['signIn']>[0]) => {
    const { cookie, member } = await app.signIn({ membershipTier: null, ...overrides });
    return { cookie, id: member.id };
  };
  admin = await signedIn({ staffRole: 'admin', firstName: 'Grace', lastName: 'Hopper' });
  author = await signedIn({ staffRole: 'author', firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => app?.stop());

const profilePath = '/api/admin/staff/me/profile';

describe('the author profile', () => {
  it('lets an author-role member read and edit their own, and gives them a page address from the name', async () => {
    const before = await app.request('GET', profilePath, { cookie: author.cookie });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      id: author.id,
      name: 'Ada Lovelace',
      bio: '',
      avatarUrl: null,
      slug: null,
    });

    const saved = await app.request('PATCH', profilePath, {
      cookie: author.cookie,
      body: { name: 'Ada King', bio: 'Writes on engines.', avatarUrl: 'https://example.org/ada.png' },
    });

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: author.id,
      name: 'Ada King',
      bio: 'Writes on engines.',
      avatarUrl: 'https://example.org/ada.png',
      slug: 'ada-king',
    });
  });

  it('refuses a bio past 280 characters and an avatar that is not https, in words', async () => {
    const answer = await app.request('PATCH', profilePath, {
      cookie: author.cookie,
      body: { name: 'Ada', bio: 'x'.repeat(281), avatarUrl: 'javascript:alert(1)' },
    });

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Bio must be at most 280 characters');
  });

  it('is no member’s who is not staff', async () => {
    const reader = await app.signIn();

    expect((await app.request('GET', profilePath, { cookie: reader.cookie })).status).toBe(403);
  });
});

describe('an article’s authors', () => {
  it('are named by an editor from the staff, shown on the article, in the feed beside the full text and on the author page', async () => {
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: admin.cookie,
      body: {
        title: 'Engines of thought',
        category: 'Research',
        excerpt: 'On engines.',
        content: 'The **whole** text.',
      },
    });
    const article = created.body as { id: string; slug: string };
    expect(
      (
        await app.request('PATCH', `/api/admin/articles/${article.id}`, {
          cookie: admin.cookie,
          body: { published: true },
        })
      ).status,
    ).toBe(200);
    const byCreator = await app.request('GET', `/api/admin/articles/${article.id}/authors`, {
      cookie: admin.cookie,
    });
    expect((byCreator.body as { id: string }[]).map(({ id }) => id)).toEqual([admin.id]);

    const named = await app.request('PUT', `/api/admin/articles/${article.id}/authors`, {
      cookie: admin.cookie,
      body: { authorIds: [author.id, admin.id] },
    });
    expect(named.status).toBe(200);
    expect((named.body as { name: string }[]).map(({ name }) => name)).toEqual(['Ada King', 'Grace Hopper']);

    const page = await app.request('GET', `/api/knowledge/${article.slug}`);
    expect((page.body as { authors: unknown }).authors).toEqual([
      {
        name: 'Ada King',
        slug: 'ada-king',
        bio: 'Writes on engines.',
        avatarUrl: 'https://example.org/ada.png',
      },
      { name: 'Grace Hopper', slug: null, bio: '', avatarUrl: null },
    ]);

    const feed = await (await fetch(`${app.url}/knowledge/feed.xml`)).text();
    const item = feed.split('<item>').find((entry) => entry.includes(`/knowledge/${article.slug}<`)) ?? '';
    expect(item).toContain('<strong>whole</strong>');
    expect(item).toContain('<dc:creator>Ada King</dc:creator>');
    expect(item).toContain('<dc:creator>Grace Hopper</dc:creator>');

    const authorPage = await app.request('GET', '/api/knowledge/authors/ada-king');
    expect(authorPage.status).toBe(200);
    expect(authorPage.body).toMatchObject({
      author: { name: 'Ada King', slug: 'ada-king' },
      articles: [{ slug: article.slug }],
    });
  });

  it('must be staff members', async () => {
    const reader = await app.signIn();
    const created = await app.request('POST', '/api/admin/articles', {
      cookie: admin.cookie,
      body: { title: 'Solo work', category: 'Insight', excerpt: 'Alone.', content: 'Text.' },
    });

    const answer = await app.request(
      'PUT',
      `/api/admin/articles/${(created.body as { id: string }).id}/authors`,
      {
        cookie: admin.cookie,
        body: { authorIds: [reader.member.id] },
      },
    );

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Each author must be a staff member');
  });
});

describe('authors given with an article', () => {
  const fields = { category: 'Insight', excerpt: 'Together.', content: 'Text.' };
  const bylineOf = async (id: string) =>
    (
      (await app.request('GET', `/api/admin/articles/${id}/authors`, { cookie: admin.cookie })).body as {
        id: string;
      }[]
    ).map((byline) => byline.id);

  it('are the creator by default, the staff given in order on create and edit otherwise', async () => {
    const own = await app.request('POST', '/api/admin/articles', {
      cookie: admin.cookie,
      body: { ...fields, title: 'By its creator' },
    });
    const shared = await app.request('POST', '/api/admin/articles', {
      cookie: admin.cookie,
      body: { ...fields, title: 'By two', authorIds: [author.id, admin.id] },
    });
    const ownId = (own.body as { id: string }).id;
    const edited = await app.request('PATCH', `/api/admin/articles/${ownId}`, {
      cookie: admin.cookie,
      body: { authorIds: [author.id] },
    });

    expect([own.status, shared.status, edited.status]).toEqual([201, 201, 200]);
    expect(await bylineOf((shared.body as { id: string }).id)).toEqual([author.id, admin.id]);
    expect(await bylineOf(ownId)).toEqual([author.id]);
  });

  it('refuses a list that is not of staff ids, in words, and creates nothing', async () => {
    const reader = await app.signIn();
    const before = (await app.request('GET', '/api/admin/articles', { cookie: admin.cookie })).headers;

    const answers = await Promise.all(
      [[reader.member.id], ['not-an-id'], 'Ada'].map((authorIds) =>
        app.request('POST', '/api/admin/articles', {
          cookie: admin.cookie,
          body: { ...fields, title: 'Refused', authorIds },
        }),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(JSON.stringify(answers[0]!.body)).toContain('Each author must be a staff member');
    expect(JSON.stringify(answers[2]!.body)).toContain('Authors must be a list');
    const after = (await app.request('GET', '/api/admin/articles', { cookie: admin.cookie })).headers;
    expect(after.get('x-total-count')).toBe(before.get('x-total-count'));
  });
});

describe('an author page', () => {
  it('is not found for an unknown slug', async () => {
    expect((await app.request('GET', '/api/knowledge/authors/nobody-here')).status).toBe(404);
  });
});
