/**
 * The community forms in Chromium against the real server: the F100 application and the
 * partnership inquiry are filled in, submitted and replaced by their success cards; the footer's
 * 'Send us a message' opens the contact dialog, which sends and closes, also when clicked before
 * the footer has hydrated.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserAvailable, hydrated } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';

describe.skipIf(!browserAvailable)('community forms in Chromium', () => {
  const journey = useJourney();
  afterEach(() => expect(journey.errors).toEqual([]));

  /** A text field by the start of its label (labels of required fields end with an asterisk). */
  const field = (scope: Page | Locator, label: string) =>
    scope.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

  /** A page whose requests come from their own client IP, so rate limits never cross tests. */
  const newPage = (width: number, ip: string) =>
    journey.newPage({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });

  it('submits an F100 application and shows the success card (phone width)', async () => {
    const page = await newPage(375, '198.51.100.10');
    await page.goto(`${journey.server.url}/f100`);
    await page.getByRole('heading', { level: 1, name: 'The Founding 100 (F100)' }).waitFor();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Please select a sector').waitFor();

    await field(page, 'First name').fill('Amina');
    await field(page, 'Last name').fill('Okafor');
    await field(page, 'Email').fill('amina@example.com');
    await field(page, 'Organization').fill('Lagos Fintech Labs');
    await field(page, 'Position').fill('Chief Innovation Officer');
    await page.getByLabel('Sector').selectOption('Finance');
    await field(page, 'Experience').fill('Twelve years building payment products.');
    await field(page, 'Leadership').fill('Led a 40-person venture team.');
    await field(page, 'Innovation').fill('Agent banking for two million customers.');
    await field(page, 'Vision').fill('Corporates as launchpads for founders.');
    await field(page, 'LinkedIn URL').fill('https://www.linkedin.com/in/amina-okafor');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByRole('heading', { name: 'Application Submitted', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
    expect(await page.getByText('within 2 weeks').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('submits a partnership inquiry and shows the success card (desktop width)', async () => {
    const page = await newPage(1440, '198.51.100.11');
    await page.goto(`${journey.server.url}/partnership`);

    await field(page, 'Company name').fill('Savanna Energy Group');
    await field(page, 'Contact name').fill('Kwame Mensah');
    await field(page, 'Email').fill('kwame@savanna.example');
    await field(page, 'Phone').fill('+233 20 123 4567');
    await page.getByLabel('Sector').selectOption('NGO/Development');
    await page.getByLabel('Partnership type').selectOption('Innovation Challenge');
    await page.getByLabel('Budget range').selectOption('$50,000 - $100,000');
    await field(page, 'Timeline').fill('Q3 2026');
    await field(page, 'Description').fill('An off-grid storage challenge with startups.');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();

    await page.getByRole('heading', { name: 'Partnership Inquiry Submitted', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Inquiry' }).count()).toBe(0);
    await page.context().close();
  });

  it("opens the contact form from the footer's 'Send us a message' and sends it", async () => {
    const page = await newPage(1280, '198.51.100.12');
    await page.goto(`${journey.server.url}/partnership`);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Send us a message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();

    await field(dialog, 'Name').fill('Zanele Dube');
    await field(dialog, 'Email').fill('zanele@example.org');
    await field(dialog, 'Subject').fill('Speaking at the forum');
    await field(dialog, 'Message').fill('How do members propose sessions?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('opens the contact form from a click on the footer made before the footer hydrates', async () => {
    const page = await newPage(1280, '198.51.100.13');
    // Between React's tasks (a message loop interleaves with its scheduler's): the first moment the
    // page's shell is hydrated but the footer's button is not, click it, as a quick visitor would.
    await page.addInitScript(() => {
      const hasFiber = (element: Element | null | undefined) =>
        Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const button = [...document.querySelectorAll('footer button')].find(
          (element) => element.textContent === 'Send us a message',
        ) as HTMLButtonElement | undefined;
        if (hasFiber(document.getElementById('root')?.firstElementChild) && button) {
          document.documentElement.dataset.clickedBeforeHydration = String(!hasFiber(button));
          button.click();
          return;
        }
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    await page.goto(`${journey.server.url}/partnership`);

    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
    expect(await page.locator('html').getAttribute('data-clicked-before-hydration')).toBe('true');
    await page.context().close();
  });
});
