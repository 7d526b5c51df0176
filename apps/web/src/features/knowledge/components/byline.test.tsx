import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Byline } from './byline.tsx';

const ada = { name: 'Ada Lovelace', slug: 'ada-lovelace', bio: '', avatarUrl: null };
const bea = { name: 'Bea Okafor', slug: null, bio: '', avatarUrl: null };
const cy = { name: 'Cy Tan', slug: 'cy-tan', bio: '', avatarUrl: null };

function renderByline(authors: (typeof ada | typeof bea)[]) {
  return render(
    <MemoryRouter>
      <Byline authors={authors} />
    </MemoryRouter>,
  );
}

describe('Byline', () => {
  it('names the authors in order and links those who have a page to it', () => {
    renderByline([ada, bea, cy]);

    expect(screen.getByTestId('byline').textContent).toBe('By Ada Lovelace, Bea Okafor and Cy Tan');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/knowledge/author/ada-lovelace',
    );
    expect(screen.getByRole('link', { name: 'Cy Tan' }).getAttribute('href')).toBe(
      '/knowledge/author/cy-tan',
    );
    expect(screen.queryByRole('link', { name: 'Bea Okafor' })).toBeNull();
  });

  it('shows nothing for an article without authors', () => {
    renderByline([]);

    expect(screen.queryByTestId('byline')).toBeNull();
  });
});
