/**
 * The JavaScript the landing page needs before it is interactive: index.html's module script and
 * modulepreloads and everything they import statically (the landing route, with its hero, ships in
 * the entry bundle). The sections below the hero are server-rendered islands whose code loads when
 * they come near the view (apps/web/src/components/island.tsx), and the member carousel after its
 * section: those chunks are listed apart and not counted. Used by `npm run bundle:size` and
 * `npm run lighthouse`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from './web-build.ts';

/** The budget for the landing page's initial JavaScript, gzip. */
export const landingBudgetKb = 150;
/** The landing's islands (apps/web/src/features/marketing/components/<name>.tsx), one chunk each. */
const islandModules = [
  'logo-strip',
  'stats-band',
  'about-section',
  'pillars-section',
  'advisory-carousel',
  'f100-section',
  'knowledge-teaser',
  'closing-call',
];

export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface LandingBundle {
  initial: ChunkSize[];
  deferred: ChunkSize[];
  /** gzip KB of `initial`. */
  initialGzipKb: number;
}

/** Measures the built app in apps/web/dist (build it first: ensureWebBuild()). */
export function measureLandingBundle(): LandingBundle {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const entryScripts = tags
    .filter((tag) => tag.startsWith('<script') && /type="module"/.test(tag))
    .map((tag) => attribute(tag, 'src'))
    .filter((src): src is string => Boolean(src));
  const preloads = tags
    .filter((tag) => /rel="modulepreload"/.test(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  const stylesheets = tags
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));

  const assetsDir = path.join(webDist, 'assets');
  const read = (file: string) => readFileSync(path.join(assetsDir, file), 'utf8');
  const toFile = (url: string) => path.basename(url);

  /** Relative chunks a chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
  function staticImports(file: string): string[] {
    const code = read(file);
    const found = new Set<string>();
    for (const match of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      found.add(match[1]!);
    return [...found];
  }

  function dynamicImports(file: string): string[] {
    const code = read(file);
    return [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]!);
  }

  function closure(start: string[]): string[] {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    return [...seen];
  }

  const files = readdirSync(assetsDir);
  const islands = islandModules.map((name) => {
    const chunk = files.find((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
    if (!chunk) throw new Error(`No ${name}-*.js chunk (a landing island) in apps/web/dist/assets`);
    return chunk;
  });

  const initial = closure([...entryScripts.map(toFile), ...preloads.map(toFile)]);

  /** The landing's islands, and what they load statically or later. */
  function deferredClosure(): string[] {
    const seen = new Set<string>(initial);
    const later: string[] = [];
    const queue = [...islands];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      later.push(file);
      queue.push(...staticImports(file), ...dynamicImports(file));
    }
    return later;
  }
  const deferred = deferredClosure();

  function size(file: string) {
    const content = readFileSync(path.join(assetsDir, file));
    return { file, raw: content.length / 1024, gzip: gzipSync(content, { level: 9 }).length / 1024 };
  }
  const initialRows = [...initial, ...stylesheets.map(toFile)].map(size);
  return {
    initial: initialRows,
    deferred: deferred.map(size),
    initialGzipKb: initialRows.reduce((sum, row) => sum + row.gzip, 0),
  };
}
