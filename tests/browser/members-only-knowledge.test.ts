/**
 * Members-only knowledge in Chromium, on a phone and a desktop: a visitor meets a paid article (its
 * lock, its preview, the call to join), joins as Builder through checkout and the payment
 * simulator, verifies the e-mail, and reads the whole article.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, verificationCode } from '@commons/http/testing/payment-journeys';
import { request } from '@commons/http/testing/request';
import { browserAvailable } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';

const admin = { email: 'knowledge-admin@commons.test', password: 'knowledge-admin-password-1' };
const gatedSentence = 'Seven of the twelve pilots reached paying customers within a year.';

describe.skipIf(!browserAvailable)('a members-only article in Chromium', () => {
  const journey = useJourney({ admin });
  afterEach(() => expect(journey.errors).toEqual([]));

  let adminCookie: string;
  beforeAll(async () => {
    const login = await request(journey.server, 'POST', '/api/auth/login', { body: admin });
    adminCookie = login.sessionCookie!;
  });

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
        ...(width < 600 && { isMobile: true }),
      });

      await page.goto(`${journey.server.url}/knowledge`);
      const card = page.getByTestId('lock-chip').first();
      await card.waitFor();
      expect(await card.textContent()).toContain('Paid members');
      await page.screenshot({ path: artifactPath(`members-only-hub-${width}.jpg`) });

      await page.goto(`${journey.server.url}/knowledge/${slug}`);
      await page.getByRole('heading', { name: 'This article is for paid members' }).waitFor();
      expect(await page.content()).not.toContain(gatedSentence);
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
