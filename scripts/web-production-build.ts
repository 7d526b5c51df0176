/**
 * Makes sure apps/web/dist holds a current PRODUCTION build before it is measured. ensureWebBuild()
 * rebuilds only stale builds; a build made under NODE_ENV=test (e.g. from a Vitest run) is a React
 * development build, so it is rebuilt here with NODE_ENV=production as well.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild, webDist } from './web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function isDevelopmentBuild(): boolean {
  const assets = path.join(webDist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV'));
}

export function ensureProductionWebBuild(): void {
  process.env.NODE_ENV = 'production';
  ensureWebBuild();
  if (!isDevelopmentBuild()) return;
  process.stdout.write('The web build is a development build: rebuilding for production...\n');
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web build failed');
}
