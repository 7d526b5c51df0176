/**
 * The template of a page that starts its JavaScript after its first contentful paint
 * (tests/api/server-rendering.test.ts shows the landing served so, and other pages not).
 */
import { describe, expect, it } from 'vitest';
import { paintFirstTemplate } from './paint-first.ts';

describe('the paint-first start', () => {
  it('replaces the module script and its preloads with one deferred start script that names them', () => {
    const template = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/mui-c3.js">',
      '  </head>',
    ].join('\n');

    expect(paintFirstTemplate(template)).toBe(
      [
        '<head>',
        '    <script defer src="/paint-first.js" data-entry="/assets/index-a1.js" data-preload="/assets/react-b2.js /assets/mui-c3.js"></script>',
        '  </head>',
      ].join('\n'),
    );
  });

  it('fails when the template has no module script to start', () => {
    expect(() => paintFirstTemplate('<head></head>')).toThrow(/no module script/);
  });
});
