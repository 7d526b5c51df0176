/**
 * The pages e-mailed links open, in Chromium: a newsletter subscriber confirms from the mail's link
 * and later leaves from its unsubscribe link, each page in the site's header and footer, its step
 * on a button. Screenshots at 1440 and 375 px; a phone never scrolls sideways.
 */
import { tokenLink, waitForMail } from '@commons/http/testing/outbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, hydrated, sidewaysOverflow } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { postJson } from '../support/members.ts';

describe.skipIf(!browserAvailable)("the pages of the newsletter's e-mailed links in Chromium", () => {
  const journey = useJourney({ viewport: { width: 1440, height: 900 } });

  /** The mailed link, on the server under test (the mail names the configured PUBLIC_URL). */
  const onServer = (link: string) => `${journey.server.url}${new URL(link).pathname}${new URL(link).search}`;

  /** Opens the link at `width`, checks the site's header and footer, and takes its step. */
  async function takeStep(page: Page, link: string, name: string, button: string, done: string) {
    await page.goto(onServer(link));
    await hydrated(page);
    await page.getByRole('banner').getByText('Making Corporate Innovation Common').waitFor();
    await page.getByRole('contentinfo').getByText('Innovators for Collective Good').waitFor();
    const width = page.viewportSize()!.width;
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath(`email-link-${name}-${width}.jpg`) });
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: done }).waitFor();
  }

  it('confirms and then unsubscribes from the mailed links, each page in the site layout', async () => {
    const email = 'link-reader@example.org';
    expect((await postJson(journey.server, '/api/newsletter', { email })).status).toBe(202);
    const mail = await waitForMail(journey.server.dataDir, email);

    await takeStep(
      journey.page,
      tokenLink(mail, '/newsletter/confirm'),
      'confirm',
      'Confirm subscription',
      'Subscription confirmed',
    );
    const phone = await journey.newPage({ viewport: { width: 375, height: 800 } });
    await takeStep(
      phone,
      tokenLink(mail, '/newsletter/unsubscribe'),
      'unsubscribe',
      'Unsubscribe',
      'You are unsubscribed',
    );
    expect(journey.errors).toEqual([]);
  });
});
