/**
 * Staff roles in Chromium: the owner (the start-up admin) invites an editor from the Staff section;
 * the editor signs in with a code sent to the invited address, straight into the editorial sections.
 * Then the desk's workflow: an author writes a draft with an uploaded cover, fills in their author
 * profile and submits the draft for review; an editor edits it, schedules it and reads its
 * revisions. Screenshots at 1440 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sampleImage } from '@commons/adapters/media/testing/sample-image';
import { latestSignInCode, waitForMail } from '@commons/http/testing/outbox';
import { request } from '@commons/http/testing/request';
import { browserAvailable, sidewaysOverflow, transitionsEnded } from '../support/browser.ts';
import { artifactPath, useJourney } from '../support/journey.ts';
import { registerMember, signInInBrowser } from '../support/members.ts';

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
    await dialog.getByLabel('Name (optional)').fill('Efua Mensah');
    await dialog.getByLabel('Role').selectOption('editor');
    await transitionsEnded(page);
    await shot('invite-1440');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${editorEmail}`).waitFor();
    await staff.getByRole('row', { name: new RegExp(`${editorEmail}.*Efua Mensah.*Invited`) }).waitFor();
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
    // The sixth digit submits the code; accepting the invitation by code opens the console itself.
    await editorPage.getByLabel('Sign-in code').pressSequentially(code);
    await editorPage.waitForURL(`${server.url}/admin/dashboard`);
    await editorPage.getByRole('tab', { name: 'Knowledge', selected: true }).waitFor();
    expect(await editorPage.getByRole('tab').allTextContents()).toEqual([
      'Knowledge',
      'Newsletter',
      'My author profile',
    ]);
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
  it('an author writes a draft with a cover and submits it; an editor schedules it', async () => {
    const { page: ownerPage, server } = journey;
    const cookie = (await ownerPage.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const author = { email: 'desk-author@commons.test', password: 'author password 42' };
    const editor = { email: 'desk-editor@commons.test', password: 'editor password 42' };
    for (const [who, role, firstName] of [
      [author, 'author', 'Ama'],
      [editor, 'editor', 'Kofi'],
    ] as const) {
      await registerMember(server, { ...who, firstName, lastName: 'Boateng' });
      const granted = await request(server, 'POST', '/api/admin/staff', {
        body: { email: who.email, role },
        cookie,
        headers: { origin: server.url },
      });
      expect(granted.status).toBe(201);
    }
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: artifactPath(`staff-desk-${name}.jpg`) });
    const atPhoneWidth = async (page: Page, name: string) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await transitionsEnded(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `${name}-375`);
    };
    const atDesktopWidth = async (page: Page, name: string) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await transitionsEnded(page);
      await shot(page, `${name}-1440`);
    };

    // The author, on a phone: a draft with an uploaded cover, their byline, then review.
    const authorPage = await journey.newPage({ viewport: { width: 375, height: 800 } });
    await signInInBrowser(authorPage, server, author);
    await authorPage.getByRole('tab', { name: 'Knowledge', selected: true }).waitFor();
    await authorPage.getByRole('button', { name: 'New Article' }).click();
    const draft = authorPage.getByRole('dialog', { name: 'New Article' });
    await draft.getByLabel('Title').fill('Tide tables');
    await draft.getByLabel('Excerpt').fill('How the cooperative plans around the sea.');
    await draft.getByLabel('Cover image file').setInputFiles({
      name: 'tides.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await sampleImage('png', 1600, 900)),
    });
    await draft.getByTestId('cover-thumbnail').waitFor();
    await draft.getByLabel('Cover alternative text').fill('A tide gauge on the harbour wall');
    await draft.getByLabel('Content (Markdown)').fill('## Planning\n\nBoats leave on the ebb.');
    await atPhoneWidth(authorPage, 'author-draft');
    await draft.getByRole('button', { name: 'Create draft' }).click();
    await authorPage.getByText('Article created as a draft').waitFor();
    const authorRow = authorPage.getByTestId('article-row').filter({ hasText: 'Tide tables' });
    expect(await authorRow.getByRole('button', { name: /^Publish now/ }).count()).toBe(0);
    await authorRow.getByRole('button', { name: 'Submit Tide tables for review' }).click();
    await authorRow.getByText('In review', { exact: true }).waitFor();
    await atPhoneWidth(authorPage, 'author-list');
    await atDesktopWidth(authorPage, 'author-list');

    await authorPage.getByRole('tab', { name: 'My author profile' }).click();
    await authorPage.getByLabel('Display name').fill('Ama Boateng');
    await authorPage.getByLabel('Short bio').fill('Writes on coastal cooperatives.');
    await authorPage.getByLabel('Avatar image file').setInputFiles({
      name: 'ama.png',
      mimeType: 'image/png',
      buffer: Buffer.from(await sampleImage('png', 600, 600)),
    });
    await authorPage.getByRole('button', { name: 'Replace avatar' }).waitFor();
    await authorPage.getByRole('button', { name: 'Save profile' }).click();
    await authorPage.getByRole('link', { name: '/knowledge/author/ama-boateng' }).waitFor();
    await atDesktopWidth(authorPage, 'author-profile');
    await atPhoneWidth(authorPage, 'author-profile');

    // The editor, at a desk: a last edit and a publication time two days ahead.
    const editorPage = await journey.newPage({ viewport: { width: 1440, height: 900 } });
    await signInInBrowser(editorPage, server, editor);
    const editorRow = editorPage.getByTestId('article-row').filter({ hasText: 'Tide tables' });
    await editorRow.getByText('In review', { exact: true }).waitFor();
    await editorRow.getByRole('button', { name: 'Edit Tide tables' }).click();
    const edit = editorPage.getByRole('dialog', { name: 'Edit Article' });
    await edit.getByLabel('Excerpt').fill('How the harbour cooperative plans around the sea.');
    const publishAt = new Date(Date.now() + 2 * 24 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await edit
      .getByLabel('Publish at')
      .fill(`${publishAt.getFullYear()}-${pad(publishAt.getMonth() + 1)}-${pad(publishAt.getDate())}T09:30`);
    await atDesktopWidth(editorPage, 'editor-schedule');
    await edit.getByRole('button', { name: 'Schedule' }).click();
    await editorPage.getByText('Article saved').waitFor();
    await editorRow.getByText('Scheduled', { exact: true }).waitFor();
    expect((await fetch(`${server.url}/knowledge/tide-tables`)).status).toBe(404);
    await atDesktopWidth(editorPage, 'editor-list');
    await atPhoneWidth(editorPage, 'editor-list');

    // The two saves, and how the author's differs from the editor's.
    await editorRow.getByRole('button', { name: 'Edit Tide tables' }).click();
    await edit.getByRole('button', { name: 'Revisions' }).click();
    const revisions = editorPage.getByRole('dialog', { name: /^Revisions of/ });
    const saves = revisions.getByRole('list', { name: 'Saves, newest first' }).getByRole('button');
    await expect.poll(() => saves.count()).toBe(2);
    await saves.filter({ hasText: 'Ama Boateng' }).click();
    await expect
      .poll(() => revisions.getByRole('region', { name: 'Excerpt' }).locator('ins').textContent())
      .toMatch(/^\s*harbour\s*$/);
    await atPhoneWidth(editorPage, 'editor-revisions');
    await atDesktopWidth(editorPage, 'editor-revisions');
    expect(journey.errors).toEqual([]);
  });
});
