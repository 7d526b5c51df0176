/**
 * `npm run test:inventory [-- report.json]`: how much the test suite asserts, so a change that makes
 * it faster can show it dropped nothing. Counts the assertion calls written in test code
 * (`expect(...)`, `expect.poll(...)`, `expect.soft(...)`; asymmetric matchers such as
 * `expect.objectContaining` are no assertions) per project, and, given a JSON report of a run
 * (`npm test -- --reporter=json --outputFile=report.json`), the tests it ran and each project's
 * summed file time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects: [string, RegExp][] = [
  ['core', /^core\//],
  ['adapters', /^adapters\//],
  ['server', /^apps\/(container|http|cli)\//],
  ['web', /^apps\/web\//],
  ['journeys', /^tests\//],
];
const projectOf = (file: string) => projects.find(([, pattern]) => pattern.test(file))?.[0] ?? 'other';
const skipped = new Set(['node_modules', 'dist', 'dist-server', '.git', '.tmp']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const rows = new Map<string, { files: number; expects: number; tests: number; seconds: number }>();
const row = (project: string) => {
  let found = rows.get(project);
  if (!found) rows.set(project, (found = { files: 0, expects: 0, tests: 0, seconds: 0 }));
  return found;
};

for (const file of sourceFiles('.')) {
  const project = projectOf(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  // Test code is what imports vitest in a project: test files, contract suites, test support.
  if (project === 'other' || !/from 'vitest'/.test(text)) continue;
  const counted = row(project);
  counted.files += 1;
  counted.expects += text.match(/\bexpect(?:\.poll|\.soft)?\(/g)?.length ?? 0;
}

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}
const reportFile = process.argv[2];
if (reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  // The report may come from another checkout (CI): read its paths from the repository's root.
  const checkout = /^(.*?\/)(core|adapters|apps|tests)\//;
  for (const result of report.testResults) {
    const counted = row(projectOf(result.name.replace(checkout, '$2/')));
    counted.tests += result.assertionResults.length;
    counted.seconds += (result.endTime - result.startTime) / 1000;
  }
}

const total = { files: 0, expects: 0, tests: 0, seconds: 0 };
console.log(
  `${'project'.padEnd(10)}${'files'.padStart(7)}${'expects'.padStart(9)}${reportFile ? `${'tests'.padStart(7)}${'file s'.padStart(9)}` : ''}`,
);
for (const [project, counted] of [...rows].sort()) {
  for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += counted[key];
  console.log(
    `${project.padEnd(10)}${String(counted.files).padStart(7)}${String(counted.expects).padStart(9)}${
      reportFile ? `${String(counted.tests).padStart(7)}${counted.seconds.toFixed(1).padStart(9)}` : ''
    }`,
  );
}
console.log(
  `${'total'.padEnd(10)}${String(total.files).padStart(7)}${String(total.expects).padStart(9)}${
    reportFile ? `${String(total.tests).padStart(7)}${total.seconds.toFixed(1).padStart(9)}` : ''
  }`,
);
