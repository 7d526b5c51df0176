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

    await fillField(user, screen.getByLabelText(/^Title/), 'Leaders brief');
    await fillField(user, screen.getByLabelText(/^Slug/), 'leaders-brief');
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
});
