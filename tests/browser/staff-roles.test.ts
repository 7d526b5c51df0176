/**
 * Staff roles in Chromium: the owner (the start-up admin) invites an editor from the Staff section;
 * the editor signs in with a code sent to the invited address and sees only the editorial sections.
 * Screenshots at 1440 and 375 px.
 */
import { describe, expect, it } from 'vitest';
import { latestSignInCode, waitForMail } from '@commons/http/testing/outbox';
import { browserAvailable, sidewaysOverflow, transitionsEnded } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { signInInBrowser } from '../support/members.ts';

const owner = { email: 'roles-owner@commons.test', password: 'owner password 42' };
const editorEmail = 'roles-editor@commons.test';

describe.skipIf(!browserAvailable)('staff roles in Chromium', () => {
  const journey = useJourney({ admin: owner, viewport: { width: 1440, height: 900 } });

  it('the owner invites an editor, who signs in by code to the editorial sections only', async () => {
    const { page, server } = journey;
    const shot = (name: string) =>
      page.screenshot({ path: artifactPath(`staff-roles-${name}.jpg`), fullPage: false });

    await signInInBrowser(page, server, owner);
    await page.getByRole('tab', { name: 'Staff' }).click();
    const staff = page.getByRole('table', { name: 'Staff' });
    await staff.getByRole('row', { name: new RegExp(owner.email) }).waitFor();
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('E-mail').fill(editorEmail);
    await dialog.getByLabel('Role').selectOption('editor');
    await transitionsEnded(page);
    await shot('invite-1440');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${editorEmail}`).waitFor();
    await staff.getByRole('row', { name: new RegExp(`${editorEmail}.*Invited`) }).waitFor();
    await shot('staff-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await staff.getByRole('row', { name: new RegExp(editorEmail) }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot('staff-375');
    expect((await waitForMail(server.dataDir, editorEmail)).subject).toMatch(/invited/);

    const editorPage = await journey.newPage({ viewport: { width: 1440, height: 900 } });
    await editorPage.goto(`${server.url}/login/code?email=${encodeURIComponent(editorEmail)}`);
    await editorPage.getByRole('heading', { name: 'Sign in with a code' }).waitFor();
    await editorPage.getByLabel('Email').fill(editorEmail);
    await editorPage.getByRole('button', { name: 'Email me a code' }).click();
    await editorPage.getByText('Code Sent', { exact: true }).waitFor();
    const code = await latestSignInCode(server.dataDir, editorEmail);
    await editorPage.getByLabel('Sign-in code').pressSequentially(code);
    await editorPage.getByRole('button', { name: 'Sign In' }).click();
    // The code sign-in lands on the member dashboard; staff reach the console from the top bar.
    await editorPage.waitForURL(`${server.url}/dashboard`);
    await editorPage.getByRole('link', { name: 'Admin' }).first().click();
    await editorPage.waitForURL(`${server.url}/admin/dashboard`);
    await editorPage.getByRole('tab', { name: 'Knowledge', selected: true }).waitFor();
    expect(await editorPage.getByRole('tab').allTextContents()).toEqual(['Knowledge', 'Newsletter']);
    await editorPage.screenshot({ path: artifactPath('staff-roles-editor-1440.jpg') });
    await editorPage.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(editorPage)).toBeLessThanOrEqual(0);
    await editorPage.screenshot({ path: artifactPath('staff-roles-editor-375.jpg') });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await page
      .getByRole('table', { name: 'Staff' })
      .getByRole('row', { name: new RegExp(`${editorEmail}.*Active`) })
      .waitFor();
    expect(journey.errors).toEqual([]);
  });
});
