import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredMember, storeMember } from '../../../../lib/stored-member.ts';
import { aMember } from '../../../../test/a-member.ts';
import { renderPage } from '../../../../test/render-page.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { SettingsSection } from './settings-section.tsx';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  localStorage.clear();
  api = stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const accountDeleted = vi.fn();

/** The section alone (the dashboard's tests show it in the page; the journey, leaving it). */
async function showSettings() {
  storeMember(aMember);
  accountDeleted.mockClear();
  renderPage(<SettingsSection member={aMember} onAccountDeleted={accountDeleted} />, { path: '/dashboard' });
  return within(await screen.findByRole('region', { name: 'Settings' }));
}

/** Replaces a field's text at once (typing key by key re-renders the whole dashboard each time). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const toast = () => screen.findByRole('status');
const alert = () => screen.findByRole('alert');

// Four forms and a dialog per test; on a busy 2-core machine the first render alone can take 15 s.
describe('the Settings section', { timeout: 30_000 }, () => {
  it('saves the profile and answers with a toast, keeping the member up to date', async () => {
    const settings = await showSettings();
    api.reply('PATCH /api/me', {
      status: 200,
      body: { ...aMember, firstName: 'Adaeze', organization: 'Lagos Labs' },
    });
    const profile = within(settings.getByRole('form', { name: 'Profile' }));

    await fill(profile.getByLabelText('First Name'), 'Adaeze');
    await fill(profile.getByLabelText('Organization'), 'Lagos Labs');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    expect(await toast()).toHaveTextContent('Profile Updated');
    expect(api.requests.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/me',
      body: { firstName: 'Adaeze', lastName: 'Obi', organization: 'Lagos Labs', position: null, phone: null },
    });
    expect(getStoredMember()).toMatchObject({ firstName: 'Adaeze' });
  });

  it('shows the sign-up rule under the field and sends nothing', async () => {
    const settings = await showSettings();
    const profile = within(settings.getByRole('form', { name: 'Profile' }));

    await fill(profile.getByLabelText('First Name'), 'A');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    expect(await profile.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PATCH')).toEqual([]);
  });

  it('changes the e-mail in two steps: the password sends a code to the new address, then the code', async () => {
    const settings = await showSettings();
    api.reply('POST /api/me/email', { status: 202, body: { ok: true } });
    api.reply('POST /api/me/email/verify', {
      status: 200,
      body: { ...aMember, email: 'ada.new@example.org' },
    });
    const email = within(settings.getByRole('form', { name: 'Email address' }));

    await fill(email.getByLabelText('New email'), 'ada.new@example.org');
    await fill(email.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    expect(await toast()).toHaveTextContent('A code has been sent to ada.new@example.org.');
    await fill(await settings.findByLabelText('Code'), '123456');
    await userEvent.click(settings.getByRole('button', { name: 'Change email' }));

    expect(await toast()).toHaveTextContent('Your email is now ada.new@example.org.');
    expect(getStoredMember()).toMatchObject({ email: 'ada.new@example.org' });
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/me/email', { newEmail: 'ada.new@example.org', password: 'correct horse battery' }],
      ['/api/me/email/verify', { code: '123456' }],
    ]);
  });

  it('asks for the password, or a code, before sending anything', async () => {
    const settings = await showSettings();
    const email = within(settings.getByRole('form', { name: 'Email address' }));

    await fill(email.getByLabelText('New email'), 'ada.new@example.org');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));

    expect(await email.findByText('Please enter your password or the code we sent you')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('approves the change with a code mailed to the current address instead of the password', async () => {
    const settings = await showSettings();
    api.reply('POST /api/me/email-change-code', { status: 202, body: { ok: true } });
    api.reply('POST /api/me/email', { status: 202, body: { ok: true } });
    const email = within(settings.getByRole('form', { name: 'Email address' }));

    await fill(email.getByLabelText('New email'), 'ada.new@example.org');
    await userEvent.click(email.getByRole('button', { name: 'Send me a code instead' }));
    expect(await toast()).toHaveTextContent(
      'A code to change your email has been sent to your current email.',
    );
    await fill(await email.findByLabelText('Code'), '654321');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));

    expect(
      await settings.findByText(/Enter the 6-digit code we sent to ada.new@example.org/),
    ).toBeInTheDocument();
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/me/email-change-code', undefined],
      ['/api/me/email', { newEmail: 'ada.new@example.org', code: '654321' }],
    ]);
  });

  it('says in words why an address is refused', async () => {
    const settings = await showSettings();
    api.reply('POST /api/me/email', {
      status: 409,
      body: { error: 'An account with this email already exists' },
    });
    const email = within(settings.getByRole('form', { name: 'Email address' }));

    await fill(email.getByLabelText('New email'), 'taken@example.org');
    await fill(email.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));

    const shown = await alert();
    expect(shown).toHaveTextContent('Code Not Sent');
    expect(shown).toHaveTextContent('An account with this email already exists');
  });

  it('asks for 8 characters before changing the password, then calls the password endpoint', async () => {
    const settings = await showSettings();
    api.reply('PUT /api/auth/password', { status: 204 });
    const password = within(settings.getByRole('form', { name: 'Password' }));

    await fill(password.getByLabelText('New password'), 'short');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await fill(password.getByLabelText('Current password'), 'old password');
    await fill(password.getByLabelText('New password'), 'short and longer');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));

    expect(await toast()).toHaveTextContent('Password Changed');
    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/auth/password',
      body: { currentPassword: 'old password', newPassword: 'short and longer' },
    });
  });

  it('downloads the data as a file', async () => {
    const settings = await showSettings();
    api.reply('GET /api/me/export', { status: 200, body: { profile: { email: aMember.email } } });
    const created = vi.fn(() => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await userEvent.click(settings.getByRole('button', { name: 'Download my data' }));

    expect(await toast()).toHaveTextContent('Download Ready');
    expect(created).toHaveBeenCalledOnce();
    expect(clicks).toHaveBeenCalledOnce();
    clicks.mockRestore();
  });

  it('deletes the account after the password, then hands over to the dashboard', async () => {
    const settings = await showSettings();
    api.reply(
      'DELETE /api/me',
      {
        status: 400,
        body: { error: 'The password is incorrect.', fields: { password: 'The password is incorrect.' } },
      },
      { status: 204 },
    );

    await userEvent.click(settings.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await fill(dialog.getByLabelText('Password'), 'wrong one');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
    // The dialog hides the page (and its toast) from assistive technology: the field says it.
    expect(await dialog.findByText('The password is incorrect.')).toBeInTheDocument();
    await fill(dialog.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(accountDeleted).toHaveBeenCalledOnce());
    expect(api.requests.filter((request) => request.method === 'DELETE').at(-1)).toMatchObject({
      body: { password: 'correct horse battery' },
    });
  });

  it('deletes the account with a code mailed on request', async () => {
    const settings = await showSettings();
    api.reply('POST /api/me/deletion-code', { status: 202, body: { ok: true } });
    api.reply('DELETE /api/me', { status: 204 });

    await userEvent.click(settings.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send me a code instead' }));
    await fill(await dialog.findByLabelText('Code'), '654321');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(accountDeleted).toHaveBeenCalledOnce());
    expect(api.requests.find((request) => request.method === 'DELETE')).toMatchObject({
      body: { code: '654321' },
    });
  });
});
