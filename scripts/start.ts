/**
 * `npm start`: rebuilds the web app when its build is missing or stale, then runs the server entry
 * point (which applies migrations and seed data and prints the URL).
 */
import { ensureWebBuild } from './web-build.ts';

try {
  ensureWebBuild();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
await import('../apps/http/src/main.ts');
