/**
 * Members-only knowledge in Chromium, on a phone and a desktop: a visitor meets a paid article (its
 * lock, its preview, the call to join, the sponsor zone its category fills without moving the
 * page), joins as Builder through checkout and the payment simulator, verifies the e-mail, and
 * reads the whole article.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '@commons/adapters/media/testing/sample-image';
import { newEmail, verificationCode } from '@commons/http/testing/payment-journeys';
import { request } from '@commons/http/testing/request';
import { browserAvailable } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';

const admin = { email: 'knowledge-admin@commons.test', password: 'knowledge-admin-password-1' };
const gatedSentence = 'Seven of the twelve pilots reached paying customers within a year.';
const bannerAlt = 'Harbour Fund backs research pilots';
/** A browser isbot does not flag (headless Chromium's own agent is shown no ad). */
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The page's cumulative layout shift, counted from its first paint (read as `window.layoutShift`). */
const countLayoutShift = () => {
  const counted = window as unknown as { layoutShift: number };
  counted.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) counted.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

describe.skipIf(!browserAvailable)('a members-only article in Chromium', () => {
  const journey = useJourney({ admin });
  afterEach(() => expect(journey.errors).toEqual([]));

  let adminCookie: string;
  beforeAll(async () => {
    const login = await request(journey.server, 'POST', '/api/auth/login', { body: admin });
    adminCookie = login.sessionCookie!;
    await sponsorResearchArticles();
  });

  /** A campaign in the article-footer zone of Research articles, its banner uploaded. */
  async function sponsorResearchArticles(): Promise<void> {
    const uploaded = await fetch(`${journey.server.url}/api/admin/ads/creative-images?slot=article-footer`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie: adminCookie, origin: journey.server.url },
      body: Buffer.from(await sampleImage('png', 600, 500)),
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const created = await request(journey.server, 'POST', '/api/ads', {
      cookie: adminCookie,
      body: {
        name: 'Harbour Fund research',
        slotId: 'article-footer',
        categories: ['Research'],
        creatives: [{ imageUrl, altText: bannerAlt, clickUrl: 'https://harbour.example.org', weight: 1 }],
      },
    });
    expect(created.status).toBe(201);
  }

  async function publishPaidArticle(slug: string): Promise<void> {
    const created = await request(journey.server, 'POST', '/api/admin/articles', {
      cookie: adminCookie,
      body: {
        title: 'What the Sandbox Pilots Earned',
        slug,
        category: 'Research',
        excerpt: 'The cohort’s commercial results, for paying members.',
        visibility: 'paid',
        content: [
          'Twelve pilots ran for twelve weeks with corporate sponsors across four cities.',
          'This note follows what happened to them in the year after the demo day.',
          '<!-- members-only -->',
          `## Results\n\n${gatedSentence}`,
        ].join('\n\n'),
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    const published = await request(journey.server, 'PATCH', `/api/admin/articles/${id}`, {
      cookie: adminCookie,
      body: { published: true },
    });
    expect(published.status).toBe(200);
  }

  async function joinAsBuilder(page: Page, email: string) {
    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Bello');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Organization').fill('Kano Futures Lab');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/api\/payments\/simulator\/sim_cs_/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Pay $7.95 (test)' }).click();
    await page.waitForURL(/\/payment-success\?tier=builder$/);
    await page.getByRole('link', { name: 'Verify your email' }).click();
    const code = await verificationCode(journey.server, email);
    await page.getByLabel('Verification code').fill(code);
    await page.waitForURL(/\/dashboard$/);
  }

  for (const width of [375, 1440]) {
    it(`locks a paid article for a visitor, who joins, pays and reads it (${width} px)`, async () => {
      const slug = `what-the-sandbox-pilots-earned-${width}`;
      await publishPaidArticle(slug);
      const page = await journey.newPage({
        viewport: { width, height: 900 },
        userAgent: desktopChrome,
        ...(width < 600 && { isMobile: true }),
      });
      await page.addInitScript(countLayoutShift);

      await page.goto(`${journey.server.url}/knowledge`);
      const card = page.getByTestId('lock-chip').first();
      await card.waitFor();
      expect(await card.textContent()).toContain('Paid members');
      // No campaign fills the hub's zone: its box invites a sponsor instead.
      const hubZone = page.locator('[data-ad-zone="knowledge-list"]');
      await hubZone.getByRole('link', { name: /Your organisation here/ }).waitFor();
      await hubZone.screenshot({ path: artifactPath(`members-only-hub-zone-${width}.jpg`) });
      await page.screenshot({ path: artifactPath(`members-only-hub-${width}.jpg`) });

      await page.goto(`${journey.server.url}/knowledge/${slug}`);
      await page.getByRole('heading', { name: 'This article is for paid members' }).waitFor();
      expect(await page.content()).not.toContain(gatedSentence);
      // The Research article's zone: marked, filled with the campaign's banner in its reserved box,
      // and nothing on the page moved for it.
      const zone = page.locator('[data-ad-zone="article-footer"]');
      const banner = zone.getByRole('img', { name: bannerAlt });
      await banner.scrollIntoViewIfNeeded();
      await expect
        .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(300);
      expect(await zone.getByText('Sponsored', { exact: true }).isVisible()).toBe(true);
      const box = (await zone.getByTestId('sponsor-zone-box').boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([300, 250]);
      await page.screenshot({ path: artifactPath(`members-only-sponsor-zone-${width}.jpg`) });
      await page.evaluate(
        () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
      );
      expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
      await page.getByTestId('locked-notice').scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`members-only-locked-${width}.jpg`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Join as Builder' }).click();
      await page.waitForURL(/\/checkout\?tier=builder&plan=monthly$/);
      await joinAsBuilder(page, newEmail(`members-only-${width}`));

      await page.goto(`${journey.server.url}/knowledge/${slug}`);
      await page.getByText(gatedSentence).waitFor();
      expect(await page.getByTestId('locked-notice').count()).toBe(0);
      await page.getByText(gatedSentence).scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`members-only-unlocked-${width}.jpg`) });
      await page.context().close();
    });
  }
});
