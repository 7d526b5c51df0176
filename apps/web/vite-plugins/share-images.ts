/**
 * Vite plugin: at build time, writes the link-preview images that the pages' og:image and
 * twitter:image tags name: /og/default.png for the site and /og/pillar-<id>.png per pillar (the id
 * is the pillar route's slug, /pillars/<id>). Their words come from the same content files as the
 * pages, so a renamed pillar gets a new image with the next build and nothing is typed twice.
 */
import type { Plugin } from 'vite';
import { siteDescription, siteName, tagline } from '../src/content/site.ts';
import { pillarPages } from '../src/features/pillars/content/index.ts';
import type { ShareCard } from './share-image-card.ts';

/** Each image's path under dist/ (and so its URL) with its card. */
export function shareCards(): { fileName: string; card: ShareCard }[] {
  const footer = `${siteName}  ·  ${tagline}`;
  return [
    {
      fileName: 'og/default.png',
      card: { eyebrow: tagline, title: siteName, subtitle: siteDescription, accent: '#e0a526', footer },
    },
    ...Object.values(pillarPages).map((pillar) => ({
      fileName: `og/pillar-${pillar.id}.png`,
      card: {
        eyebrow: pillar.fullName,
        title: pillar.name,
        subtitle: pillar.hero.headline,
        accent: toneColour[pillar.tone],
        footer,
      },
    })),
  ];
}

const toneColour = { primary: '#7fb6ff', secondary: '#e0a526', accent: '#2bb3b1' } as const;

export function shareImages(): Plugin {
  return {
    name: 'commons-share-images',
    apply: 'build',
    async generateBundle() {
      // Loaded only when building: tests and the dev server never pay for the renderer.
      const { renderShareImage } = await import('./share-image-card.ts');
      for (const { fileName, card } of shareCards())
        this.emitFile({ type: 'asset', fileName, source: await renderShareImage(card) });
    },
  };
}
