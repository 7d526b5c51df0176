/**
 * Cover uploads over HTTP: a real PNG in, its WebP widths and 1200x630 share image out at
 * /media/<key> with a year's cache; bad uploads refused in words; staff only.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverRenditions } from '@commons/core/media/cover-image';
import { sampleImage } from '@commons/adapters/media/testing/sample-image';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let server: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  server = await startTestApp();
  adminCookie = (await server.signIn({ staffRole: 'admin', email: 'media-admin@commons.test' })).cookie;
  memberCookie = (await server.signIn({ email: 'media-member@commons.test' })).cookie;
});
afterAll(() => server?.stop());

const upload = (bytes: Uint8Array, contentType: string, cookie = adminCookie) =>
  fetch(`${server.url}/api/admin/media`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie },
    body: bytes,
  });

describe('POST /api/admin/media', () => {
  it('stores an uploaded PNG at each width up to its own and as a 1200x630 share image', async () => {
    const response = await upload(await sampleImage('png', 1400, 900), 'image/png');
    expect(response.status).toBe(201);
    const cover = (await response.json()) as CoverRenditions;
    expect(cover.widths.map((w) => w.width)).toEqual([400, 800, 1200, 1400]);

    for (const rendition of cover.widths) {
      const served = await fetch(`${server.url}/media/${rendition.key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'webp',
        rendition.width,
        rendition.height,
      ]);
    }
    const share = await fetch(`${server.url}/media/${cover.share.key}`);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('lets an article take the uploaded cover with its alt text, and refuses it without', async () => {
    const cover = (await (
      await upload(await sampleImage('jpeg', 800, 500), 'image/jpeg')
    ).json()) as CoverRenditions;
    const article = {
      title: 'Covered note',
      slug: 'covered-note',
      category: 'Research',
      excerpt: 'With a cover.',
      content: 'Body.',
      coverImage: cover.id,
    };
    const refused = await server.request('POST', '/api/admin/articles', {
      body: article,
      cookie: adminCookie,
    });
    expect([refused.status, refused.body]).toEqual([
      400,
      {
        error: 'Describe the cover image in its alternative text',
        fields: { coverAlt: 'Describe the cover image in its alternative text' },
      },
    ]);
    const created = await server.request('POST', '/api/admin/articles', {
      body: { ...article, coverAlt: 'Two founders at a whiteboard' },
      cookie: adminCookie,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ coverImage: cover.id, coverAlt: 'Two founders at a whiteboard' });
  });

  it('refuses the wrong type, bytes that are not an image, and a body over 10 MB, in words', async () => {
    const gif = await upload(new TextEncoder().encode('GIF89a'), 'image/gif');
    expect([gif.status, await gif.json()]).toEqual([
      415,
      { error: 'A cover must be a PNG, JPEG or WebP image' },
    ]);
    const fake = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/png');
    expect([fake.status, await fake.json()]).toEqual([
      400,
      { error: 'The file is not a readable PNG, JPEG or WebP image' },
    ]);
    const mislabelled = await upload(await sampleImage('jpeg', 50, 50), 'image/png');
    expect(mislabelled.status).toBe(415);
    const huge = await upload(new Uint8Array(10 * 1024 * 1024 + 1), 'image/png');
    expect([huge.status, await huge.json()]).toEqual([413, { error: 'A cover must be at most 10 MB' }]);
  });

  it('is for staff only', async () => {
    const png = await sampleImage('png', 100, 100);
    expect((await upload(png, 'image/png', memberCookie)).status).toBe(403);
    expect((await upload(png, 'image/png', '')).status).toBe(401);
  });
});

describe('POST /api/admin/ads/creative-images', () => {
  const uploadCreative = (bytes: Uint8Array, slot: string, cookie = adminCookie) =>
    fetch(`${server.url}/api/admin/ads/creative-images?slot=${slot}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie },
      body: bytes,
    });

  it("makes an image of the slot's shape exactly the slot's size, served from the site", async () => {
    const response = await uploadCreative(await sampleImage('png', 1456, 180), 'knowledge-list');
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as { imageUrl: string; width: number; height: number };
    expect(uploaded).toMatchObject({ width: 728, height: 90 });
    const served = await fetch(`${server.url}${uploaded.imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 728, 90]);
  });

  it("refuses an image of another shape, naming the slot's size and the image's", async () => {
    const response = await uploadCreative(await sampleImage('png', 1200, 300), 'dashboard-primary');
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'This slot takes 300×250 images; this one is 1200×300' },
    ]);
  });

  it('is for staff who manage ads only', async () => {
    const png = await sampleImage('png', 300, 250);
    expect((await uploadCreative(png, 'article-footer', memberCookie)).status).toBe(403);
    expect((await uploadCreative(png, 'article-footer', '')).status).toBe(401);
  });
});

describe('GET /media/<key>', () => {
  it('answers 404 for an unknown key and for a key that would leave the media folder', async () => {
    expect((await fetch(`${server.url}/media/covers/unknown/400.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/..%2F..%2Fpglite%2FPG_VERSION`)).status).toBe(404);
  });
});
