import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TagChips } from './tag-chips.tsx';

describe('tag chips', () => {
  it('links each tag to its page, in the given order', () => {
    render(
      <MemoryRouter>
        <TagChips
          tags={[
            { name: 'Climate Policy', slug: 'climate-policy' },
            { name: 'AI', slug: 'ai' },
          ]}
        />
      </MemoryRouter>,
    );

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['#Climate Policy', '#AI']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/knowledge/tag/climate-policy',
      '/knowledge/tag/ai',
    ]);
  });

  it('shows no list for an article without tags', () => {
    render(
      <MemoryRouter>
        <TagChips tags={[]} />
      </MemoryRouter>,
    );

    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });
});
