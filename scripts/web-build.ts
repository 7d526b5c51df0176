import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
export const webDist = path.join(web, 'dist');
/** The server renderer, built beside dist/ by the same `npm run build`. */
export const webRenderer = path.join(web, 'dist-server', 'entry-server.js');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'vite-plugins'].map((entry) =>
  path.join(web, entry),
);

function newestModification(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  // Files only: a folder's own time moves when anything is added or removed in it, as the
  // dependency-rule tests do for a moment, and that alone must not rebuild the app under a test run.
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    0,
  );
}

/** Builds the web app when dist/ or dist-server/ is missing or older than any of its sources (or core's). */
export function ensureWebBuild(): void {
  const builtAt = Math.min(
    ...[path.join(webDist, 'index.html'), webRenderer].map(
      (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  const newestSource = Math.max(...[...sources, path.join(root, 'core/src')].map(newestModification));
  if (builtAt >= newestSource) return;
  process.stdout.write(builtAt ? 'Web app sources changed: rebuilding...\n' : 'Building the web app...\n');
  // Always a production build, even when called from a test run (NODE_ENV=test would make Vite
  // bundle React's development build into the shared dist/).
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web build failed');
}
