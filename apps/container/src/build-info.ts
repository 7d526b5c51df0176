import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What is running: the release (root package.json) and the commit it was built from. */
export interface BuildInfo {
  version: string;
  commit: string;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The checkout's commit, where git and the repository are there (never in the image). */
function gitCommit(): string | undefined {
  try {
    const output = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repositoryRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    });
    return output.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Read once per process, at start: COMMONS_COMMIT (set when the image is built), else the checkout's
 * `git rev-parse HEAD`, else "unknown".
 */
export function readBuildInfo(env: Record<string, string | undefined> = process.env): BuildInfo {
  const manifest = JSON.parse(readFileSync(`${repositoryRoot}package.json`, 'utf8')) as { version: string };
  return { version: manifest.version, commit: env.COMMONS_COMMIT?.trim() || gitCommit() || 'unknown' };
}
