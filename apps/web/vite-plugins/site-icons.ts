/**
 * Vite plugin: at build time, draws the site's icon (public/favicon.svg) as the raster files that
 * browsers, phones and search engines ask for by name: /favicon.ico (older browsers and crawlers
 * request it whatever the page links), /apple-touch-icon.png (iOS home screens) and /logo.png (the
 * organisation's logo in structured data, which search engines want as a raster image).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** An .ico file holding PNG images (allowed since Windows Vista; every current browser reads it). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = header.length + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

export function siteIcons(): Plugin {
  return {
    name: 'commons-site-icons',
    apply: 'build',
    async generateBundle() {
      // Loaded only when building, like the share images' renderer.
      const { Resvg } = await import('@resvg/resvg-js');
      const svg = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');
      const png = (source: string, size: number) =>
        Buffer.from(new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng());
      // iOS rounds the corners itself and fills transparent ones with black: a square tile.
      const square = svg.replace(/ rx="\d+"/, '');
      const icons = {
        'favicon.ico': icoOf([16, 32, 48].map((size) => ({ size, png: png(svg, size) }))),
        'apple-touch-icon.png': png(square, 180),
        'logo.png': png(square, 512),
      };
      for (const [fileName, source] of Object.entries(icons))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
