/**
 * The staff's inbox and audit log in Chromium: a contact message and an F100 application sent on
 * the public site show in the Submissions section; the admin opens one, moves it to In review with a
 * note (toast, notes, history) and finds the change in the Audit log. Screenshots at 1440 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, sidewaysOverflow, transitionsEnded } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { postJson, signInInBrowser } from '../support/members.ts';

const admin = { email: 'inbox-admin@commons.test', password: 'admin password 42' };

describe.skipIf(!browserAvailable)('the submissions inbox and audit log in Chromium', () => {
  const journey = useJourney({ admin, viewport: { width: 1440, height: 900 } });

  const shot = (name: string, fullPage = true) =>
    journey.page.screenshot({ path: artifactPath(`admin-inbox-${name}.jpg`), fullPage });
  const pageOverflow = () => sidewaysOverflow(journey.page);

  it('reviews a contact message and shows the change in the audit log', async () => {
    const { page, server } = journey;
    const contact = await postJson(server, '/api/contact', {
      name: 'Zanele Dube',
      email: 'zanele@example.org',
      subject: 'Speaking at the annual forum',
      message: 'How can members propose sessions for the next forum?',
    });
    expect(contact.status).toBe(201);
    const f100 = await postJson(server, '/api/f100', {
      firstName: 'Amina',
      lastName: 'Okafor',
      email: 'amina@example.org',
      organization: 'Lagos Fintech Labs',
      position: 'Chief Innovation Officer',
      sector: 'Finance',
      experience: 'Twelve years in payments.',
      leadership: 'Led a venture team.',
      innovation: 'Agent banking at scale.',
      vision: 'Corporates as launchpads.',
    });
    expect(f100.status).toBe(201);

    await signInInBrowser(page, server, admin);
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const table = page.getByRole('table', { name: 'Submissions' });
    await table.getByRole('row', { name: /Zanele Dube/ }).waitFor();
    await page.getByText('Showing 2 of 2 submissions').waitFor();
    await page.getByLabel('Type').selectOption('f100');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByLabel('Type').selectOption('all');
    await page.getByText('Showing 2 of 2 submissions').waitFor();
    await shot('submissions-1440');

    await table.getByRole('button', { name: 'Zanele Dube' }).click();
    const drawer = page.getByRole('dialog', { name: 'Submission' });
    await drawer.getByText('How can members propose sessions for the next forum?').waitFor();
    await drawer.getByLabel('State').selectOption('in_review');
    await drawer.getByLabel('Staff note').fill('Forward to the events team.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Submission updated').waitFor();
    await drawer.getByRole('list', { name: 'Notes' }).getByText('Forward to the events team.').waitFor();
    const history = drawer.getByRole('list', { name: 'History' });
    await history.getByText('Zanele Dube (Contact message): New → In review').waitFor();
    await expect.poll(async () => (await history.textContent()) ?? '').toContain(admin.email);
    await transitionsEnded(page);
    await shot('submission-detail-1440', false);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot('submission-detail-375', false);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await table.getByRole('row', { name: /Zanele Dube.*In review/ }).waitFor();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await shot('submissions-375');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    await audit.getByText('Zanele Dube (Contact message): New → In review').waitFor();
    await page.getByLabel('Record').selectOption('submission');
    await page.getByLabel('Who').selectOption('me');
    await expect.poll(() => audit.getByRole('row').count()).toBe(3);
    expect(await audit.textContent()).toContain(admin.email);
    await shot('audit-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    await shot('audit-375');

    expect(journey.errors).toEqual([]);
  });
});
