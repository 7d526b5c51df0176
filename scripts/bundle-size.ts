/**
 * `npm run bundle:size`: the gzip size of the JavaScript the landing page needs before it can
 * render (see landing-bundle.ts), chunk by chunk. Fails above the 150 KB budget.
 */
import { landingBudgetKb, measureLandingBundle, type ChunkSize } from './landing-bundle.ts';
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
const { initial, deferred, initialGzipKb } = measureLandingBundle();

function print(title: string, rows: ChunkSize[]) {
  const width = Math.max(title.length, ...rows.map((row) => row.file.length)) + 2;
  console.log(`\n${title.padEnd(width)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}`);
  for (const row of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `${row.file.padEnd(width)}${row.raw.toFixed(1).padStart(10)}${row.gzip.toFixed(1).padStart(10)}`,
    );
  const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `${'total'.padEnd(width)}${total.raw.toFixed(1).padStart(10)}${total.gzip.toFixed(1).padStart(10)}`,
  );
  return total;
}

print('Landing page, initial JavaScript', initial);
if (deferred.length)
  print('Loaded near the view (the islands below the hero, the member carousel; not counted)', deferred);

const verdict = initialGzipKb <= landingBudgetKb ? 'within' : 'OVER';
console.log(
  `\nLanding initial JavaScript: ${initialGzipKb.toFixed(1)} KB gzip, ${verdict} the ${landingBudgetKb} KB budget.`,
);
if (initialGzipKb > landingBudgetKb) process.exit(1);
