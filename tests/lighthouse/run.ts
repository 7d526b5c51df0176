/**
 * `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) on every public page of
 * the production build served by the real server, in Debian's Chromium, three runs a page (one run
 * swings by several points). Prints one table of each page's medians (performance, LCP, TBT, CLS,
 * accessibility, SEO, each against the issue's budget) and the audits that fail in its median run
 * (`npm run bundle:size` measures the landing's JavaScript); writes each page's median run's HTML
 * and JSON report under artifacts/lighthouse/. With `--assert` it exits non-zero when a page misses its
 * budget. LIGHTHOUSE_URL measures a server that is already running instead of starting one;
 * `--only=/f100,/login` measures some pages; `--runs=5` takes the median of five.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from '../../scripts/production-server.ts';
import { ensureWebBuild } from '../../scripts/web-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The issue's budget: the landing page's, and every other public page's. */
interface Budget {
  performance: number;
  accessibility: number;
  seo?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}
const landingBudget: Budget = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
};
const pageBudget: Budget = { performance: 90, accessibility: 100 };

/** Every public route (spec section 2), with a real article and a real unknown path. */
async function publicPages(origin: string): Promise<{ name: string; path: string; notFound?: boolean }[]> {
  const articles = (await (await fetch(`${origin}/api/knowledge`)).json()) as { slug: string }[];
  const pillars = ['scitech', 'wsa', 'vsaas', 'acif', 'academia'];
  return [
    { name: 'landing', path: '/' },
    ...pillars.map((pillar) => ({ name: `pillar ${pillar}`, path: `/pillars/${pillar}` })),
    { name: 'f100', path: '/f100' },
    { name: 'partnership', path: '/partnership' },
    { name: 'knowledge', path: '/knowledge' },
    ...(articles[0] ? [{ name: 'article', path: `/knowledge/${articles[0].slug}` }] : []),
    { name: 'membership', path: '/membership' },
    { name: 'checkout', path: '/checkout?tier=builder&plan=yearly' },
    { name: 'login', path: '/login' },
    { name: 'verify-email', path: '/verify-email?email=ada%40example.org' },
    { name: 'payment-success', path: '/payment-success' },
    // A 404 on purpose: Lighthouse refuses an error status (ERRORED_DOCUMENT_REQUEST) unless told.
    { name: 'not found', path: '/no-such-page', notFound: true },
  ];
}

interface Row {
  name: string;
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  misses: string[];
  failingAudits: string[];
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function judge(row: Omit<Row, 'misses'>, budget: Budget): string[] {
  const misses: string[] = [];
  if (row.performance < budget.performance) misses.push(`performance < ${budget.performance}`);
  if (row.accessibility < budget.accessibility) misses.push(`accessibility < ${budget.accessibility}`);
  if (budget.seo !== undefined && row.seo < budget.seo) misses.push(`SEO < ${budget.seo}`);
  if (budget.lcpMs !== undefined && row.lcpMs > budget.lcpMs) misses.push(`LCP > ${budget.lcpMs / 1000} s`);
  if (budget.tbtMs !== undefined && row.tbtMs > budget.tbtMs) misses.push(`TBT > ${budget.tbtMs} ms`);
  if (budget.cls !== undefined && row.cls > budget.cls) misses.push(`CLS > ${budget.cls}`);
  return misses;
}

function printTable(rows: Row[]) {
  const header = ['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'SEO', 'BP', 'budget'];
  const lines = rows.map((row) => [
    row.name,
    String(row.performance),
    (row.lcpMs / 1000).toFixed(2),
    String(Math.round(row.tbtMs)),
    row.cls.toFixed(3),
    String(row.accessibility),
    String(row.seo),
    String(row.bestPractices),
    row.misses.length ? `MISSED: ${row.misses.join(', ')}` : 'ok',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 8 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/**
 * Lighthouse now and then fails to read Chromium's trace (NO_NAVSTART, NO_FCP on a page that does
 * paint): such a run has no figures, and is taken again, twice at most, before it is reported as
 * not measured.
 */
async function measure(port: number, target: string, notFound: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(target, {
      port,
      ignoreStatusCode: notFound,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${target}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    process.stdout.write(`  not measured (${error.code}): again\n`);
  }
}

const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : (ensureWebBuild(), await startProductionServer());
const only = process.argv
  .find((argument) => argument.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = Number(
  process.argv.find((argument) => argument.startsWith('--runs='))?.slice('--runs='.length) ?? 3,
);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
let chrome: chromeLauncher.LaunchedChrome | undefined;
const rows: Row[] = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const reportDir = path.join(root, 'artifacts/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const pages = (await publicPages(server.url)).filter((page) => !only || only.includes(page.path));
  let version = '';
  for (const page of pages) {
    const target = `${server.url}${page.path}`;
    // Warm the server (first requests read files from disk) so the run measures the page, not the start.
    await fetch(target);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stdout.write(`Measuring ${page.path} (run ${run} of ${runs}) ...\n`);
      results.push(await measure(chrome.port, target, page.notFound === true));
    }
    const lhrs = results.map((result) => result.lhr);
    const numeric = (lhr: (typeof lhrs)[number], id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (lhr: (typeof lhrs)[number], id: string) => percent(lhr.categories[id]?.score);
    // Each figure is its own median; the report and audits are the run whose score is the median.
    const medianOf = (value: (lhr: (typeof lhrs)[number]) => number) => median(lhrs.map(value));
    const performance = medianOf((lhr) => score(lhr, 'performance'));
    const medianRun =
      results.find((result) => score(result.lhr, 'performance') === performance) ?? results[0]!;
    const { lhr } = medianRun;
    version = lhr.lighthouseVersion;
    const fileName = page.name.replace(/\s+/g, '-');
    const [htmlReport, jsonReport] = medianRun.report as string[];
    writeFileSync(path.join(reportDir, `${fileName}.html`), htmlReport!);
    writeFileSync(path.join(reportDir, `${fileName}.json`), jsonReport!);
    const failingAudits = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id]!)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    const measured = {
      name: page.name,
      path: page.path,
      performance,
      accessibility: medianOf((run) => score(run, 'accessibility')),
      seo: medianOf((run) => score(run, 'seo')),
      bestPractices: medianOf((run) => score(run, 'best-practices')),
      lcpMs: medianOf((run) => numeric(run, 'largest-contentful-paint')),
      tbtMs: medianOf((run) => numeric(run, 'total-blocking-time')),
      cls: medianOf((run) => numeric(run, 'cumulative-layout-shift')),
      failingAudits: [...new Set(failingAudits)],
    };
    // A run Lighthouse could not measure scores 0: say why instead of reading as a page that failed.
    const unmeasured = lhrs.flatMap((run) =>
      run.runtimeError ? [`not measured: ${run.runtimeError.code}`] : [],
    );
    rows.push({
      ...measured,
      misses: [...new Set(unmeasured), ...judge(measured, page.path === '/' ? landingBudget : pageBudget)],
    });
  }

  console.log(
    `\nLighthouse ${version}, mobile profile (simulated throttling), ${server.url}, median of ${runs} run${runs === 1 ? '' : 's'} a page\n`,
  );
  printTable(rows);
  const withAudits = rows.filter((row) => row.failingAudits.length);
  if (withAudits.length) {
    console.log('\nAudits to look at (in the median run of each page):');
    for (const row of withAudits) console.log(`  ${row.name}: ${row.failingAudits.join('; ')}`);
  }
  console.log(`Reports: ${path.relative(root, reportDir)}/<page>.html`);
} finally {
  await chrome?.kill();
  await server.stop();
}
if (process.argv.includes('--assert') && rows.some((row) => row.misses.length)) process.exit(1);
