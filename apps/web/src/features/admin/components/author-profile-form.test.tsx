import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillField } from '../../../test/fill-field.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AuthorProfileForm } from './author-profile-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profilePath = '/api/admin/staff/me/profile';
const me = { id: '00000000-0000-4000-8000-0000000000a1', name: 'ada', bio: '', avatarUrl: null, slug: null };
const avatarId = `${'ab12'.repeat(8)}-400x400`;

describe("a staff member's author profile", () => {
  it('edits the name and bio, uploads an avatar, and links the page the first save gives', async () => {
    const api = stubApi({ [`GET ${profilePath}`]: { status: 200, body: me } });
    api.reply('POST /api/admin/media', { status: 201, body: { id: avatarId, widths: [] } });
    api.reply(`PATCH ${profilePath}`, {
      status: 200,
      body: {
        ...me,
        name: 'Ada Lovelace',
        bio: 'Writes on engines.',
        avatarUrl: avatarId,
        slug: 'ada-lovelace',
      },
    });
    renderPage(<AuthorProfileForm />);
    const user = userEvent.setup();

    const name = await screen.findByLabelText(/^Display name/);
    await user.clear(name);
    await fillField(user, name, 'Ada Lovelace');
    await fillField(user, screen.getByLabelText('Short bio'), 'Writes on engines.');
    expect(screen.getByText(/^18\/280/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Avatar image file'),
      new File(['png'], 'ada.png', { type: 'image/png' }),
    );
    await screen.findByRole('button', { name: 'Replace avatar' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('link', { name: '/knowledge/author/ada-lovelace' })).toHaveAttribute(
      'href',
      '/knowledge/author/ada-lovelace',
    );
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        name: 'Ada Lovelace',
        bio: 'Writes on engines.',
        avatarUrl: avatarId,
      }),
    );
  });

  it("shows the server's words under the field it refuses", async () => {
    const api = stubApi({ [`GET ${profilePath}`]: { status: 200, body: me } });
    api.reply(`PATCH ${profilePath}`, {
      status: 400,
      body: {
        error: 'Name must be at most 120 characters',
        fields: { name: 'Name must be at most 120 characters' },
      },
    });
    renderPage(<AuthorProfileForm />);
    const user = userEvent.setup();

    await screen.findByLabelText(/^Display name/);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findAllByText('Name must be at most 120 characters')).not.toHaveLength(0);
  });
});
