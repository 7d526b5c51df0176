/**
 * The built index.html starts the app's JavaScript after the first contentful paint: the head
 * requests no module, and the paint-first start names the entry and its preloads, which exist.
 * (The browser journeys show that every page still hydrates and client-renders through it.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteEntryTags } from '../../apps/web/vite-plugins/paint-first.ts';
import { webDist } from '../../scripts/web-build.ts';

describe('the paint-first start', () => {
  it('replaces the module script and its preloads with one deferred start script that names them', () => {
    const html = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/mui-c3.js">',
      '  </head>',
    ].join('\n');

    expect(rewriteEntryTags(html)).toBe(
      [
        '<head>',
        '    <script defer src="/paint-first.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/mui-c3.js"></script>',
        '  </head>',
      ].join('\n'),
    );
  });

  it('fails the build when the page has no module script to start', () => {
    expect(() => rewriteEntryTags('<head></head>')).toThrow(/no module script/);
  });

  it('leaves the built page with no module request in its head, and names files that were built', () => {
    const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    const start =
      /<script defer src="\/paint-first\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
        html,
      );
    expect(start).not.toBeNull();
    const files = [start![1]!, ...start![2]!.split(' ')];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(existsSync(path.join(webDist, file))).toBe(true);
    expect(existsSync(path.join(webDist, 'paint-first.js'))).toBe(true);
  });
});
