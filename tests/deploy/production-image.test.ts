/**
 * The Dockerfile's final stage, replayed outside Docker (no engine runs here): its COPY steps into a
 * clean directory, its RUN steps there (`npm ci --omit=dev`), then its CMD in production against
 * PostgreSQL and its HEALTHCHECK command. Needs TEST_DATABASE_URL (set in CI); takes about 30 s.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate } from '@commons/adapters/persistence/testing/test-database';
import { envOf, execForm, finalImage, readDockerfile, type Stage } from './dockerfile.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stages = readDockerfile(path.join(root, 'Dockerfile'));
const imageCommit = '0123456789abcdef0123456789abcdef01234567';
const stage: Stage = finalImage(stages);

/**
 * Runs a stage's COPY and RUN steps with its `/app` mapped to `appDir`. `--from=build` copies from
 * this checkout (the web app is built already); any other stage it copies from is replayed first,
 * into a directory of its own under `scratch`.
 */
async function replayBuild(target: Stage, appDir: string, scratch: string): Promise<void> {
  for (const { keyword, text } of target.instructions) {
    if (keyword === 'WORKDIR') expect(text).toBe('/app');
    if (keyword === 'COPY') {
      const from = /^--from=(\S+)\s+/.exec(text)?.[1];
      let stageDir = root;
      if (from && from !== 'build') {
        stageDir = path.join(scratch, from);
        await mkdir(stageDir, { recursive: true });
        await replayBuild(finalImage(stages, from), stageDir, scratch);
      }
      const parts = text.replace(/^--from=\S+\s+/, '').split(/\s+/);
      const destination = path.join(appDir, parts.pop()!);
      for (const source of parts) {
        const fromPath = from ? path.join(stageDir, path.relative('/app', source)) : path.join(root, source);
        // As Docker does: a directory's contents go into the destination, a file into it when it ends with /.
        const into =
          !(await stat(fromPath)).isDirectory() && (destination.endsWith(path.sep) || parts.length > 1);
        const to = into ? path.join(destination, path.basename(source)) : destination;
        await mkdir(path.dirname(to), { recursive: true });
        // Workspace packages are relative symlinks in node_modules: copied as they are, as Docker does.
        await cp(fromPath, to, { recursive: true, verbatimSymlinks: true });
      }
    }
    if (keyword === 'RUN') {
      const run = spawnSync('sh', ['-c', text], { cwd: appDir, encoding: 'utf8', timeout: 120_000 });
      expect(run.status, `${text}\n${run.stderr}`).toBe(0);
    }
  }
}

interface Started {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

function startCmd(appDir: string, env: Record<string, string>): Promise<Started> {
  const [program, ...args] = execForm(stage.instructions.find((step) => step.keyword === 'CMD')!.text);
  expect(program).toBe('node');
  const child = spawn(process.execPath, args, { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    return child.exitCode;
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ url: match[1]!, output: () => output, stop });
    });
    child.once('exit', (code) =>
      reject(Object.assign(new Error(`exited with ${code}: ${output}`), { code, output })),
    );
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the production image, replayed outside Docker', () => {
  let scratch: string;
  let appDir: string;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Started;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'commons-image-'));
    appDir = path.join(scratch, 'runtime');
    dataDir = path.join(scratch, 'data');
    await replayBuild(stage, appDir, scratch);
    const database = await copyTemplate(inject('testDatabases'), 'postgres');
    env = {
      PATH: process.env.PATH ?? '',
      // As `docker build --build-arg COMMONS_COMMIT=...` (compose passes it) would set it.
      ...envOf(stage, { COMMONS_COMMIT: imageCommit }),
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_image',
      STRIPE_WEBHOOK_SECRET: 'whsec_image',
      AD_TOKEN_SECRET: 'an-image-test-ad-token-secret',
      PUBLIC_URL: 'https://commons.example.org',
      TRUST_PROXY: 'true',
    };
    server = await startCmd(appDir, env);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  it('installs production dependencies only', () => {
    for (const devOnly of [
      'lighthouse',
      'playwright-core',
      'puppeteer-core',
      'vite',
      'vitest',
      'react',
      '@mui/material',
    ]) {
      expect(existsSync(path.join(appDir, 'node_modules', devOnly)), devOnly).toBe(false);
    }
    expect(existsSync(path.join(appDir, 'node_modules', 'prom-client'))).toBe(true);
  });

  it('serves the API and the server-rendered web app in production, with no payment simulator', async () => {
    expect(env.NODE_ENV).toBe('production');
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // The version of the package.json the image copied, the commit it was built with: no git there.
    const { version } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(await health.json()).toEqual({ status: 'ok', version, commit: imageCommit });
    expect(await (await fetch(`${server.url}/api/site`)).json()).toEqual({ paymentsSimulated: false });
    expect((await fetch(`${server.url}/api/payments/simulator/sim_cs_x`)).status).toBe(404);
    const page = await fetch(`${server.url}/membership`);
    expect(page.status).toBe(200);
    // Rendered on the server by the bundled renderer: no web package is installed here.
    expect(await page.text()).toMatch(/<div id="root"><div[^>]*>[\s\S]*Choose Your Membership/);
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  });

  it("passes the image's HEALTHCHECK command", () => {
    const healthcheck = stage.instructions.find((step) => step.keyword === 'HEALTHCHECK')!;
    const [program, ...args] = execForm(healthcheck.text);
    expect(program).toBe('node');
    const port = new URL(server.url).port;
    const probe = spawnSync(process.execPath, args, { env: { ...env, PORT: port }, timeout: 10_000 });
    expect(probe.status).toBe(0);
  });

  it('refuses to start in production without DATABASE_URL, naming it', async () => {
    const { DATABASE_URL: _omitted, ...withoutDatabase } = env;
    const failure = await startCmd(appDir, withoutDatabase).then(
      () => ({ code: 0, output: 'started' }),
      (error: { code: number; output: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.output.trim()).toBe('Invalid configuration: production requires DATABASE_URL');
  });

  it('exits 0 on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
  });
});
