/**
 * `npm run bundle:size`: the JavaScript Chromium fetches on a cold load of the landing page, with no
 * scroll, from the production server (see landing-bundle.ts), at a phone's width and a desktop's,
 * file by file. Prints `landing JS KB: X` (the larger of the two) and fails above the 150 KB budget.
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/support/chromium-path.ts';
import {
  landingBudgetKb,
  landingViewports,
  measureLandingScripts,
  type LandingScripts,
} from './landing-bundle.ts';
import { startProductionServer } from './production-server.ts';
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
const server = await startProductionServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
let measured: LandingScripts[];
try {
  measured = [];
  for (const viewport of landingViewports)
    measured.push(await measureLandingScripts(browser, server.url, viewport));
} finally {
  await browser.close();
  await server.stop();
}

for (const { viewport, scripts, totalKb } of measured) {
  const width = Math.max(...scripts.map((script) => script.path.length)) + 2;
  console.log(`\nLanding at ${viewport.width}×${viewport.height}: ${scripts.length} scripts`);
  console.log(`${'file'.padEnd(width)}${'encoding'.padStart(10)}${'KB'.padStart(8)}`);
  for (const script of scripts)
    console.log(
      `${script.path.padEnd(width)}${script.encoding.padStart(10)}${script.kb.toFixed(1).padStart(8)}`,
    );
  console.log(`${'total'.padEnd(width)}${''.padStart(10)}${totalKb.toFixed(1).padStart(8)}`);
}

const landingKb = Math.max(...measured.map((result) => result.totalKb));
console.log(`\nlanding JS KB: ${landingKb.toFixed(1)}`);
console.log(`${landingKb <= landingBudgetKb ? 'Within' : 'OVER'} the ${landingBudgetKb} KB budget.`);
if (landingKb > landingBudgetKb) process.exit(1);
