/**
 * The link-preview images (Open Graph / Twitter cards, 1200x630 PNG): a card drawn from the site's
 * and the pillars' own content, laid out by satori (HTML/CSS to SVG, text as paths) and rasterised
 * by resvg. Build-time only: the Vite plugin beside this file calls it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

export const shareImageSize = { width: 1200, height: 630 } as const;

export interface ShareCard {
  /** Small line at the top, e.g. the pillar's full name. */
  eyebrow: string;
  /** The big words: the site's or the pillar's name. */
  title: string;
  /** One or two lines under the title. */
  subtitle: string;
  /** The card's accent colour (the pillar's tone). */
  accent: string;
  /** Bottom line: the organisation and its brand line. */
  footer: string;
}

const navy = '#0b2545';

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const padding = { x: 80, y: 64 };

function layout(card: ShareCard): Node {
  return box(
    {
      // satori adds the padding to the size (content-box), so the size leaves room for it.
      width: shareImageSize.width - 2 * padding.x,
      height: shareImageSize.height - 2 * padding.y,
      flexDirection: 'column',
      padding: `${padding.y}px ${padding.x}px`,
      backgroundColor: navy,
      backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(18, 116, 117, 0.6), transparent 55%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      box({ flexDirection: 'column' }, [
        box({ width: 96, height: 8, borderRadius: 4, backgroundColor: card.accent, marginBottom: 36 }),
        box(
          { fontSize: 30, fontWeight: 700, color: card.accent, letterSpacing: 1, marginBottom: 20 },
          card.eyebrow,
        ),
        box({ fontFamily: 'Source Serif', fontSize: 96, fontWeight: 700, lineHeight: 1.05 }, card.title),
        box(
          {
            fontSize: 38,
            lineHeight: 1.35,
            marginTop: 28,
            color: 'rgba(255, 255, 255, 0.88)',
            maxWidth: 1000,
          },
          card.subtitle,
        ),
      ]),
      box({ marginTop: 'auto', fontSize: 26, color: 'rgba(255, 255, 255, 0.78)' }, card.footer),
    ],
  );
}

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) => readFile(require.resolve(`${pkg}/files/${file}`));

/** The fonts the site uses (Inter for text, a serif for headings), from their npm packages. */
async function loadFonts() {
  const [regular, bold, serif] = await Promise.all([
    fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
    fontFile('@fontsource/inter', 'inter-latin-700-normal.woff'),
    fontFile('@fontsource/source-serif-4', 'source-serif-4-latin-700-normal.woff'),
  ]);
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: 'Source Serif', data: serif, weight: 700 as const, style: 'normal' as const },
  ];
}

let fonts: ReturnType<typeof loadFonts> | undefined;

/** The card as a 1200x630 PNG. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  fonts ??= loadFonts();
  // satori takes React-like elements; plain objects keep React out of the build's Node code.
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], {
    ...shareImageSize,
    fonts: await fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng();
}
