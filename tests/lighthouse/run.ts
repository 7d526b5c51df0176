/**
 * `npm run lighthouse`: Lighthouse (mobile profile, simulated throttling) on the landing page of
 * the production build served by the real server, in Debian's Chromium. Prints the four category
 * scores and writes the HTML report to artifacts/lighthouse/landing.html. With `--assert` it exits
 * non-zero when performance < 90 or accessibility < 95. LIGHTHOUSE_URL measures a server that is
 * already running instead of starting one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../../scripts/web-build.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entryPoint = path.join(root, 'apps/http/src/main.ts');
const bars = { performance: 90, accessibility: 95 } as const;

/** Starts the production entry point on a free port with a fresh embedded database. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-lighthouse-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, [entryPoint], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : (ensureWebBuild(), await startServer());
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const target = `${server.url}/`;
  // Warm the server (first requests read files from disk) so the run measures the page, not the start.
  await fetch(target);
  await fetch(`${server.url}/api/knowledge`);
  const result = await lighthouse(target, {
    port: chrome.port,
    output: ['html', 'json'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const reportDir = path.join(root, 'artifacts/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  const [htmlReport, jsonReport] = result.report as string[];
  writeFileSync(path.join(reportDir, 'landing.html'), htmlReport!);
  writeFileSync(path.join(reportDir, 'landing.json'), jsonReport!);

  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} profile, ${target}`);
  for (const [id, category] of Object.entries(lhr.categories)) {
    const score = Math.round((category.score ?? 0) * 100);
    const bar = bars[id as keyof typeof bars];
    const verdict = bar === undefined ? '' : score >= bar ? `  (bar ${bar}: ok)` : `  (bar ${bar}: BELOW)`;
    if (bar !== undefined && score < bar) failed = true;
    console.log(`  ${category.title.padEnd(16)} ${String(score).padStart(3)}${verdict}`);
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  console.log(
    `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  const failing = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    );
  if (failing.length) {
    console.log('  Audits to look at:');
    for (const audit of [...new Map(failing.map((audit) => [audit.id, audit])).values()])
      console.log(`    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  console.log(`  Report: ${path.relative(root, path.join(reportDir, 'landing.html'))}`);
} finally {
  await chrome?.kill();
  await server.stop();
}
if (failed && process.argv.includes('--assert')) process.exit(1);
