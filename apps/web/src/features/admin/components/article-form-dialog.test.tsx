import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillField } from '../../../test/fill-field.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ArticleFormDialog } from './article-form-dialog.tsx';

// The editor component is its own lazy chunk, slow to load in jsdom; a textarea with the same
// props stands in here, and the browser journey (tests/article-covers) drives the real one.
vi.mock('./markdown-editor-field.tsx', () => ({
  default: ({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) => (
    <textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

describe("the console's article form", () => {
  it('sets who may read the article, and the tiers of a tiers article', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderPage(<ArticleFormDialog article={null} onClose={() => undefined} onSubmit={onSubmit} />);
    const user = userEvent.setup();

    await fillField(user, screen.getByLabelText(/^Slug/), 'leaders-brief');
    await fillField(user, screen.getByLabelText(/^Title/), 'Leaders brief');
    await fillField(user, screen.getByLabelText(/^Excerpt/), 'For leaders.');
    await fillField(
      user,
      await screen.findByRole('textbox', { name: /^Content \(Markdown\)/ }),
      'Open.\n\n<!-- members-only -->\n\nKept.',
    );
    expect(screen.queryByRole('group', { name: 'Tiers that unlock it' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Who can read it'), 'tiers');
    await user.click(screen.getByRole('checkbox', { name: 'Leader' }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ slug: 'leaders-brief', visibility: 'tiers', tiers: ['leader'] }),
      ),
    );
  });

  it('fills the slug from the title until staff edit it, and leaves it to the server when untouched', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderPage(<ArticleFormDialog article={null} onClose={() => undefined} onSubmit={onSubmit} />);
    const user = userEvent.setup();

    await fillField(user, screen.getByLabelText(/^Title/), 'Économie à Lagos');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('economie-a-lagos');
    await fillField(user, screen.getByLabelText(/^Excerpt/), 'An excerpt.');
    await fillField(user, screen.getByRole('textbox', { name: /^Content \(Markdown\)/ }), 'Text.');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ slug: undefined })));
  });

  it('takes tags typed one at a time and sends their names', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderPage(<ArticleFormDialog article={null} onClose={() => undefined} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillField(user, screen.getByLabelText(/^Title/), 'Tagged');
    await fillField(user, screen.getByLabelText(/^Excerpt/), 'An excerpt.');
    await fillField(user, screen.getByRole('textbox', { name: /^Content \(Markdown\)/ }), 'Text.');

    await user.type(screen.getByLabelText(/^Tags/), 'Climate Policy{Enter}AI{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tags: ['Climate Policy', 'AI'] })),
    );
  });

  it('keeps an edited slug when the title changes afterwards', async () => {
    renderPage(
      <ArticleFormDialog article={null} onClose={() => undefined} onSubmit={() => Promise.resolve()} />,
    );
    const user = userEvent.setup();

    await fillField(user, screen.getByLabelText(/^Slug/), 'my-own');
    await fillField(user, screen.getByLabelText(/^Title/), 'Another title');

    expect(screen.getByLabelText(/^Slug/)).toHaveValue('my-own');
  });

  it('offers to schedule when the publication time is ahead, and sends it with its time zone', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderPage(<ArticleFormDialog article={null} onClose={() => undefined} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillField(user, screen.getByLabelText(/^Title/), 'Later');
    await fillField(user, screen.getByLabelText(/^Excerpt/), 'An excerpt.');
    await fillField(user, screen.getByRole('textbox', { name: /^Content \(Markdown\)/ }), 'Text.');

    await user.type(screen.getByLabelText('Publish at'), '2099-01-02T09:30');
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ publishAt: new Date('2099-01-02T09:30').toISOString() }),
      ),
    );
  });
});
