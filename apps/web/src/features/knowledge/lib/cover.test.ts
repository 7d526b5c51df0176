import { describe, expect, it } from 'vitest';
import { coverShareImage, coverSources } from './cover.ts';

const id = `${'a1'.repeat(16)}-1000x500`;

describe('cover image attributes', () => {
  it('lists every stored width in srcset and takes the 800 px one as src, with its size', () => {
    expect(coverSources(id)).toEqual({
      src: `/media/covers/${id}/800.webp`,
      srcSet: [400, 800, 1000].map((w) => `/media/covers/${id}/${w}.webp ${w}w`).join(', '),
      width: 800,
      height: 400,
    });
  });

  it('takes the widest stored width as src when the upload is narrower than 800 px', () => {
    expect(coverSources(`${'b2'.repeat(16)}-600x600`)?.src).toBe(
      `/media/covers/${'b2'.repeat(16)}-600x600/600.webp`,
    );
  });

  it('gives the 1200x630 share image, and nothing for an article without an uploaded cover', () => {
    expect(coverShareImage(id)).toEqual({ path: `/media/covers/${id}/share.jpg`, width: 1200, height: 630 });
    expect(coverSources(null)).toBeNull();
    expect(coverShareImage('not-a-cover')).toBeNull();
  });
});
