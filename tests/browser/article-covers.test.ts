/**
 * Covers and the Markdown editor in Chromium: staff upload a cover with its alternative text,
 * write with the editor's toolbar and live preview, save and publish; the public page shows the
 * cover at the widths stored (srcset), and its og:image is the 1200x630 share image made from it.
 * Screenshots of the form and the page at 1440 and 375 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SharpImageProcessor } from '@commons/adapters/media/sharp-image-processor';
import { sampleImage } from '@commons/adapters/media/testing/sample-image';
import { browserAvailable, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { signInInBrowser } from '../support/members.ts';

const admin = { email: 'covers-admin@commons.test', password: 'admin password 42' };
const images = new SharpImageProcessor();

describe.skipIf(!browserAvailable)('article covers and the Markdown editor in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });
  const violations: string[] = [];
  beforeAll(async () => {
    journey.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signInInBrowser(journey.page, journey.server, admin);
  });

  const shot = (name: string) =>
    journey.page.screenshot({ path: artifactPath(`article-covers-${name}.jpg`) });
  const fetchBytes = async (url: string) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };

  it('uploads a cover with alt text, writes with the editor, and the public page shows the cover', async () => {
    const { page, server } = journey;
    await page.goto(`${server.url}/admin/dashboard?section=knowledge`);
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Article' });
    await dialog.getByLabel('Title').fill('Harbour notes');
    await dialog.getByLabel('Slug').fill('harbour-notes');
    await dialog.getByLabel('Excerpt').fill('What the harbour cooperative taught us.');

    await dialog.getByLabel('Cover image file').setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await sampleImage('png', 2000, 1200)),
    });
    await dialog.getByTestId('cover-thumbnail').waitFor();
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await dialog.getByText('Describe the cover image in its alternative text').first().waitFor();
    await dialog.getByLabel('Cover alternative text').fill('Fishing boats moored at dawn');

    const editor = dialog.getByLabel('Content (Markdown)');
    await editor.fill('## Findings\n\nThe cooperative shares ');
    await editor.press('End');
    await dialog.getByRole('button', { name: /bold/i }).click();
    await editor.pressSequentially('one boat');
    const preview = dialog.getByTestId('article-preview');
    await preview.getByRole('heading', { name: 'Findings' }).waitFor();
    await expect.poll(() => preview.locator('strong').textContent()).toBe('one boat');
    await shot('form-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot('form-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Article created as a draft').waitFor();
    const row = page.getByTestId('article-row').filter({ hasText: 'Harbour notes' });
    await row.getByRole('button', { name: 'Publish now Harbour notes' }).click();
    await row.getByText('Published', { exact: true }).waitFor();

    const visitor = await journey.newPage();
    await visitor.goto(`${server.url}/knowledge/harbour-notes`);
    const cover = visitor.getByRole('img', { name: 'Fishing boats moored at dawn' });
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const srcset = (await cover.getAttribute('srcset')) ?? '';
    const widths = srcset.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(widths.map(([, width]) => width)).toEqual(['400w', '800w', '1200w', '1600w']);
    for (const [url, width] of widths) {
      const info = await images.inspect(await fetchBytes(`${server.url}${url}`));
      expect([info?.format, `${info?.width}w`, info?.height]).toEqual([
        'webp',
        width,
        (Number.parseInt(width) * 1200) / 2000,
      ]);
    }
    expect(await cover.getAttribute('sizes')).toBeTruthy();
    expect(
      Number(await cover.getAttribute('width')) / Number(await cover.getAttribute('height')),
    ).toBeCloseTo(2000 / 1200);

    const html = await (await fetch(`${server.url}/knowledge/harbour-notes`)).text();
    const metaContent = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(html)?.[1];
    const ogImage = metaContent('og:image')!;
    expect(new URL(ogImage).pathname).toMatch(/^\/media\/covers\/.+\/share\.jpg$/);
    expect(metaContent('twitter:image')).toBe(ogImage);
    expect([metaContent('og:image:width'), metaContent('og:image:height')]).toEqual(['1200', '630']);
    const share = await images.inspect(await fetchBytes(`${server.url}${new URL(ogImage).pathname}`));
    expect(share).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(html).toContain(`"image":["${ogImage}"]`);

    await visitor.screenshot({ path: artifactPath('article-covers-page-1440.jpg') });
    await visitor.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(visitor)).toBeLessThanOrEqual(0);
    await visitor.screenshot({ path: artifactPath('article-covers-page-375.jpg') });
    await visitor.context().close();
    expect(journey.errors).toEqual([]);
    expect(violations).toEqual([]);
  });
});
