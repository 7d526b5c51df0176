/**
 * `npm start`: rebuilds the web app when its build is missing or older than its sources, then runs
 * the server entry point (which applies migrations and seed data and prints the URL).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');
const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(root, 'core/src')];

function newestModification(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), info.mtimeMs);
}

const builtAt = statSync(builtIndex, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (builtAt < Math.max(...sources.map(newestModification))) {
  process.stdout.write(builtAt ? 'Web app sources changed: rebuilding...\n' : 'Building the web app (first start)...\n');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/http/src/main.ts');
