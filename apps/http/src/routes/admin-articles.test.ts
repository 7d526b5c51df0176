/**
 * Knowledge authoring over HTTP: the staff's article API, what the public sees before and after a
 * publish, the server's Markdown preview, and that members and visitors are kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;
let adminCookie: string;
let memberCookie: string;

const asAdmin = (method: string, path: string, body?: unknown) =>
  server.request(method, path, { body, cookie: adminCookie });

let sequence = 0;
function draft(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Authoring note ${sequence}`,
    slug: `authoring-note-${sequence}`,
    category: 'Research',
    excerpt: 'A note written in the console.',
    content: 'Opening paragraph.\n\n## Method\n\nWe asked **twelve** founders.',
    ...overrides,
  };
}

const publicSlugs = async () =>
  ((await server.request('GET', '/api/knowledge')).body as { slug: string }[]).map((article) => article.slug);

beforeAll(async () => {
  server = await startTestApp();
  adminCookie = (await server.signIn({ staffRole: 'admin', email: 'author-admin@commons.test' })).cookie;
  memberCookie = (await server.signIn({ email: 'author-member@commons.test' })).cookie;
});
afterAll(() => server?.stop());

describe('the staff article API', () => {
  it('keeps a new article off the public list until it is published, and takes it off on unpublish', async () => {
    const fields = draft();
    const created = await asAdmin('POST', '/api/admin/articles', fields);
    expect(created.status).toBe(201);
    const article = created.body as {
      id: string;
      published: boolean;
      publishedAt: string | null;
      featured: boolean;
    };
    expect(article).toMatchObject({ ...fields, published: false, publishedAt: null, featured: false });
    expect(await publicSlugs()).not.toContain(fields.slug);
    expect((await server.request('GET', `/api/knowledge/${fields.slug}`)).status).toBe(404);

    const published = await asAdmin('PATCH', `/api/admin/articles/${article.id}`, { published: true });
    expect(published.status).toBe(200);
    expect((published.body as { publishedAt: string | null }).publishedAt).not.toBeNull();
    expect(await publicSlugs()).toContain(fields.slug);
    const page = await server.request('GET', `/api/knowledge/${fields.slug}`);
    expect(page.status).toBe(200);
    expect((page.body as { html: string }).html).toContain('<h2>Method</h2>');
    expect((page.body as { html: string }).html).toContain('<strong>twelve</strong>');

    const unpublished = await asAdmin('PATCH', `/api/admin/articles/${article.id}`, { published: false });
    expect(unpublished.status).toBe(200);
    expect(await publicSlugs()).not.toContain(fields.slug);
  });

  it('lists drafts and published articles newest first, with the total', async () => {
    await asAdmin('POST', '/api/admin/articles', draft());
    const latest = draft();
    await asAdmin('POST', '/api/admin/articles', latest);

    const list = await asAdmin('GET', '/api/admin/articles?limit=1');

    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect((list.body as { slug: string }[]).map((article) => article.slug)).toEqual([latest.slug]);
  });

  it('edits the fields, reads one article with its Markdown, and deletes it', async () => {
    const { id } = (await asAdmin('POST', '/api/admin/articles', draft())).body as { id: string };

    const edited = await asAdmin('PATCH', `/api/admin/articles/${id}`, {
      title: 'Edited title',
      featured: true,
      imageUrl: 'https://example.org/cover.png',
    });
    expect(edited.body).toMatchObject({
      title: 'Edited title',
      featured: true,
      imageUrl: 'https://example.org/cover.png',
    });
    expect((await asAdmin('GET', `/api/admin/articles/${id}`)).body).toMatchObject({
      title: 'Edited title',
      content: expect.stringContaining('## Method'),
    });

    expect((await asAdmin('DELETE', `/api/admin/articles/${id}`)).status).toBe(204);
    expect(await asAdmin('GET', `/api/admin/articles/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Article not found' },
    });
  });

  it('takes tag names on create and edit and answers each tag with its slug, publicly too; 400 for eleven', async () => {
    const fields = draft({ tags: [' Water Policy ', 'AI'] });
    const created = await asAdmin('POST', '/api/admin/articles', fields);
    const { id } = created.body as { id: string };
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tags: [
        { name: 'Water Policy', slug: 'water-policy' },
        { name: 'AI', slug: 'ai' },
      ],
    });

    const edited = await asAdmin('PATCH', `/api/admin/articles/${id}`, { tags: ['AI'], published: true });
    expect(edited.body).toMatchObject({ tags: [{ name: 'AI', slug: 'ai' }] });
    const page = await server.request('GET', `/api/knowledge/${fields.slug}`);
    expect(page.body).toMatchObject({ tags: [{ name: 'AI', slug: 'ai' }] });

    const eleven = Array.from({ length: 11 }, (_, index) => `Tag ${index}`);
    const refused = await asAdmin('POST', '/api/admin/articles', draft({ tags: eleven }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'An article has at most 10 tags' });
  });

  it('answers 409 in words for a taken slug and 400 for a category outside the five', async () => {
    const fields = draft();
    await asAdmin('POST', '/api/admin/articles', fields);

    expect(await asAdmin('POST', '/api/admin/articles', { ...fields, title: 'Copy' })).toMatchObject({
      status: 409,
      body: { error: 'An article with this slug already exists' },
    });
    expect(await asAdmin('POST', '/api/admin/articles', draft({ category: 'Gossip' }))).toMatchObject({
      status: 400,
      body: { error: 'Category must be one of Research, Event, Insight, Analysis, Case Study' },
    });
  });

  it('previews Markdown as sanitised HTML: no script, no event handler, no javascript: link', async () => {
    const preview = await asAdmin('POST', '/api/admin/articles/preview', {
      content:
        '## Hello\n\n<script>alert(1)</script>\n\n<img src="https://example.org/a.png" onerror="alert(2)">\n\n[x](javascript:alert(3))',
    });

    expect(preview.status).toBe(200);
    const { html } = preview.body as { html: string };
    expect(html).toContain('<h2>Hello</h2>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('keeps each save as a revision, gives one in full and restores it as a new save', async () => {
    const fields = draft();
    const { id } = (await asAdmin('POST', '/api/admin/articles', fields)).body as { id: string };
    await asAdmin('PATCH', `/api/admin/articles/${id}`, { title: 'Retitled', content: 'New body.' });

    const listed = await asAdmin('GET', `/api/admin/articles/${id}/revisions`);
    expect(listed.status).toBe(200);
    const revisions = listed.body as { id: string; title: string; savedBy: { name: string } | null }[];
    expect(revisions.map((revision) => revision.title)).toEqual(['Retitled', fields.title]);
    expect(revisions[0]!.savedBy?.name).toBeTruthy();

    const first = await asAdmin('GET', `/api/admin/articles/${id}/revisions/${revisions[1]!.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ snapshot: { title: fields.title, content: fields.content } });

    const restored = await asAdmin('POST', `/api/admin/articles/${id}/revisions/${revisions[1]!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: fields.title, content: fields.content });
    const after = (await asAdmin('GET', `/api/admin/articles/${id}/revisions`)).body as { title: string }[];
    expect(after.map((revision) => revision.title)).toEqual([fields.title, 'Retitled', fields.title]);
    expect((await asAdmin('GET', `/api/admin/articles/${id}/revisions/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
  });

  it('answers 403 to a member and 401 to a visitor on every article route', async () => {
    const routes = [
      ['GET', '/api/admin/articles'],
      ['POST', '/api/admin/articles'],
      ['POST', '/api/admin/articles/preview'],
      ['GET', '/api/admin/articles/00000000-0000-4000-8000-000000000001'],
      ['PATCH', '/api/admin/articles/00000000-0000-4000-8000-000000000001'],
      ['DELETE', '/api/admin/articles/00000000-0000-4000-8000-000000000001'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : draft();
      expect((await server.request(method, path, { body, cookie: memberCookie })).status).toBe(403);
      expect((await server.request(method, path, { body })).status).toBe(401);
    }
  });
});
