import { existsSync } from 'node:fs';

/**
 * CHROMIUM_PATH, else Debian's `chromium-headless-shell` where it is installed, else its `chromium`.
 * The shell is the same Blink without the browser UI: full Chromium's new headless mode also starts
 * the UI's WebUI renderers, and cost the journeys ~35% more CPU (README, "Tests").
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
