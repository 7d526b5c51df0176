/**
 * docker-compose.yml, the Caddyfile and the Dockerfiles, checked as structures (no Docker engine or
 * Caddy binary runs here): the two profiles, what each needs from `.env`, the production stack's
 * database, volume, proxy and settings, image pins, log rotation, the proxy's limits, and every
 * reference between services.
 */
import { existsSync, readFileSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@commons/container';
import { defaultConnectionLimits } from '@commons/http/listen-first';
import { directiveAt, durationMs, readCaddyfile, sizeBytes } from './caddyfile.ts';
import {
  configurationTableVariables,
  containerEnvironment,
  readComposeFile,
  resolveCompose,
  variablesOfEnvFile,
  type Service,
} from './compose.ts';
import { serverNodeOptions } from '../../scripts/server-node-options.ts';
import { envOf, execForm, finalImage, readDockerfile } from './dockerfile.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const written = readComposeFile(`${root}docker-compose.yml`);
/** On a fresh clone: no `.env`. */
const { services, volumes } = resolveCompose(written);
const inProfile = (profile: string) =>
  Object.entries(services).filter(([, service]) => service.profiles?.includes(profile));
const stages = readDockerfile(`${root}Dockerfile`);
const finalStage = finalImage(stages);
const buildContext = (service: Service) =>
  typeof service.build === 'string' ? service.build : service.build?.context;

/** The variables of the README's configuration table, which production must be able to set. */
const documented = configurationTableVariables(`${root}README.md`);
/** What the production stack decides itself, whatever `.env` says, and why. */
const decidedByTheStack: Record<string, string> = {
  NODE_ENV: 'production',
  // Caddy is the one proxy in front.
  TRUST_PROXY: 'true',
  // The port Caddy proxies to and the image exposes.
  PORT: envOf(finalStage).PORT!,
  // The image's writable folder (the app runs as a non-root user).
  DATA_DIR: envOf(finalStage).DATA_DIR!,
};
/** Read by docker-compose.yml itself, besides the app's settings. */
const composeVariables = ['SITE_DOMAIN', 'POSTGRES_PASSWORD', 'COMMONS_VERSION', 'COMMONS_COMMIT'];

/** The production server's environment with `dotEnv` as `.env` (both Compose's and env_file's). */
function productionServerEnv(dotEnv: Record<string, string> | undefined) {
  const resolved = resolveCompose(written, dotEnv ?? {});
  const content =
    dotEnv &&
    Object.entries(dotEnv)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n');
  return containerEnvironment(resolved.services.server!, { '.env': content });
}

const productionDotEnv: Record<string, string> = {
  SITE_DOMAIN: 'commons.example.org',
  POSTGRES_PASSWORD: 'a-database-password',
  SMTP_URL: 'smtp://user:pass@mail.example.org:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  AD_TOKEN_SECRET: 'an-ad-token-secret-of-32-chars-xx',
};

describe('docker-compose.yml', () => {
  it('puts every service in exactly one of the two profiles', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.profiles, name).toHaveLength(1);
      expect(['development', 'production'], name).toContain(service.profiles![0]);
    }
    expect(inProfile('development').map(([name]) => name)).toEqual(['postgres', 'mailpit', 'app']);
    expect(inProfile('production').map(([name]) => name)).toEqual(['database', 'server', 'caddy']);
  });

  it('needs no .env for development: no variable is required anywhere in the file, no env file either', () => {
    // Compose interpolates every service whatever the profile: a `${VAR:?}` would stop development.
    expect(JSON.stringify(written)).not.toMatch(/\$\{\w+:?\?/);
    expect(() => resolveCompose(written)).not.toThrow();
    for (const [name, service] of Object.entries(services)) {
      // Older Compose reads the env_file of every service, in the profile or not.
      for (const entry of service.env_file ?? []) expect(entry, name).toMatchObject({ required: false });
    }
    for (const [name, service] of inProfile('development')) {
      expect(containerEnvironment(service, {}), name).toEqual(service.environment ?? {});
    }
  });

  it('runs development with Mailpit as the SMTP server and the payment simulator, on loopback ports only', () => {
    expect(services.mailpit!.image).toMatch(/^axllent\/mailpit:/);
    expect(services.app!.environment).toMatchObject({
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    expect(services.app!.environment).not.toHaveProperty('STRIPE_SECRET_KEY');
    const ports = inProfile('development').flatMap(([, service]) => service.ports ?? []);
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it('pins every image it pulls, and every base image of the Dockerfiles, to an exact version', () => {
    const exact = /^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[a-z0-9-]+)?$/;
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) expect(service.image, name).toMatch(exact);
    }
    for (const dockerfile of ['Dockerfile', 'Dockerfile.caddy']) {
      const fileStages = readDockerfile(`${root}${dockerfile}`);
      const names = new Set(fileStages.map((stage) => stage.name));
      for (const { image } of fileStages.filter((stage) => !names.has(stage.image))) {
        expect(image, dockerfile).toMatch(exact);
      }
    }
  });

  it("rotates every container's log", () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.logging, name).toEqual({
        driver: 'json-file',
        options: { 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.stringMatching(/^\d+$/) },
      });
    }
  });

  it('runs production on PostgreSQL 17 with a named volume, the built image, and Caddy in front', () => {
    const { database, server, caddy } = services;
    expect(database!.image).toMatch(/^postgres:17\./);
    expect(database!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(buildContext(server!)).toBe('.');
    // DATA_DIR (uploaded covers, backups) on a named volume at the node user's home.
    expect(server!.volumes).toEqual(['app-data:/home/node']);
    expect(server!.environment?.DATA_DIR).toBe('/home/node/data');
    expect(server!.ports).toBeUndefined();
    expect(caddy!.build).toEqual({ context: '.', dockerfile: 'Dockerfile.caddy' });
    expect(caddy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it("passes every setting of the README's configuration table from .env to the production app", () => {
    expect(documented.length).toBeGreaterThan(30);
    const dotEnv = Object.fromEntries(documented.map((name) => [name, `value-of-${name}`]));
    const env = productionServerEnv(dotEnv);
    for (const name of documented) {
      expect(env[name], name).toBe(decidedByTheStack[name] ?? dotEnv[name]);
    }
  });

  it('derives the database and public URLs from POSTGRES_PASSWORD and SITE_DOMAIN, and starts on them', () => {
    const env = productionServerEnv(productionDotEnv);
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://commons:a-database-password@database:5432/commons',
      PUBLIC_URL: 'https://commons.example.org',
      ...decidedByTheStack,
    });
    const config = loadConfig(env);
    expect(config).toMatchObject({
      env: 'production',
      publicUrl: 'https://commons.example.org',
      trustProxy: true,
    });
    const resolved = resolveCompose(written, productionDotEnv).services;
    expect(resolved.database!.environment!.POSTGRES_PASSWORD).toBe('a-database-password');
    expect(resolved.caddy!.environment!.SITE_DOMAIN).toBe('commons.example.org');
  });

  it('refuses to start production without .env, naming every missing setting in one line', () => {
    const env = productionServerEnv(undefined);
    expect(() => loadConfig(env)).toThrow(
      'Invalid configuration: production requires DATABASE_URL, SMTP_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, PUBLIC_URL (https), AD_TOKEN_SECRET',
    );
    for (const name of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'AD_TOKEN_SECRET']) {
      const { [name]: _omitted, ...withoutOne } = productionDotEnv;
      expect(() => loadConfig(productionServerEnv(withoutOne)), name).toThrow(`production requires ${name}`);
    }
    const { POSTGRES_PASSWORD: _password, ...withoutPassword } = productionDotEnv;
    expect(() => loadConfig(productionServerEnv(withoutPassword))).toThrow(
      'production requires DATABASE_URL',
    );
  });

  it('builds the image with the commit it reports', () => {
    const server = resolveCompose(written, { COMMONS_COMMIT: 'abc123' }).services.server!;
    expect(server.build).toMatchObject({ args: { COMMONS_COMMIT: 'abc123' } });
    expect(envOf(finalStage, { COMMONS_COMMIT: 'abc123' }).COMMONS_COMMIT).toBe('abc123');
  });

  it('declares every named volume it mounts and depends only on services of its own profile', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(existsSync(`${root}${source}`), `${name}: ${source}`).toBe(true);
        else expect(volumes, `${name}: ${source}`).toHaveProperty(source);
      }
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = services[dependency];
        expect(target?.profiles, `${name} -> ${dependency}`).toEqual(service.profiles);
        if (condition === 'service_healthy') {
          // The server's health check is the image's HEALTHCHECK.
          const checked = target!.healthcheck ?? (buildContext(target!) === '.' ? finalStage : undefined);
          expect(checked, `${name} waits for ${dependency}'s health check`).toBeDefined();
        }
      }
    }
  });

  it('routes the site through Caddy to the app port, with TLS for SITE_DOMAIN', () => {
    expect(caddyfile.map((directive) => directive.name)).toEqual(['', '{$SITE_DOMAIN}']);
    expect(directiveAt(site, 'reverse_proxy')?.args).toEqual(['server:3000']);
    expect(directiveAt(site, 'reverse_proxy', 'health_uri')?.args).toEqual(['/api/health']);
    expect(services.server!.expose).toEqual([envOf(finalStage).PORT]);
  });
});

describe('.env.example', () => {
  const example = variablesOfEnvFile(`${root}.env.example`);

  it("lists every variable of the README's configuration table, and only those and compose's", () => {
    expect(documented.filter((name) => !example.includes(name))).toEqual([]);
    expect(example.filter((name) => !documented.includes(name) && !composeVariables.includes(name))).toEqual(
      [],
    );
  });
});

const caddyfile = readCaddyfile(`${root}Caddyfile`);
const site = directiveAt(caddyfile, '{$SITE_DOMAIN}')!.block;
/** The one argument of the directive at `path`, which must be there. */
const argumentAt = (directives: typeof site, ...path: string[]) => {
  const directive = directiveAt(directives, ...path);
  expect(directive?.args, path.join(' > ')).toHaveLength(1);
  return directive!.args[0]!;
};

describe('Caddyfile', () => {
  it('limits each client address to a number of requests in a sliding window', () => {
    const zones = directiveAt(site, 'rate_limit')!.block;
    expect(zones.map((zone) => zone.name)).toEqual(['zone']);
    const zone = zones[0]!.block;
    expect(argumentAt(zone, 'key')).toBe('{remote_host}');
    expect(Number(argumentAt(zone, 'events'))).toBeGreaterThan(0);
    expect(durationMs(argumentAt(zone, 'window'))).toBeGreaterThan(0);
    expect(argumentAt(zone, 'ipv6_prefix')).toBe('64');
  });

  it('drops slow and idle clients no later than the app would, and reads no larger headers', () => {
    const timeouts = ['', 'servers', 'timeouts'];
    const limitOf = (name: string) => durationMs(argumentAt(caddyfile, ...timeouts, name));
    expect(limitOf('read_header')).toBeLessThanOrEqual(defaultConnectionLimits.headersTimeoutMs);
    expect(limitOf('read_body')).toBeLessThanOrEqual(defaultConnectionLimits.requestTimeoutMs);
    expect(limitOf('idle')).toBeGreaterThan(0);
    expect(limitOf('write')).toBeGreaterThan(0);
    expect(sizeBytes(argumentAt(caddyfile, '', 'servers', 'max_header_size'))).toBeLessThanOrEqual(
      maxHeaderSize,
    );
  });

  it('closes its idle connections to the app before the app closes them', () => {
    const keepalive = argumentAt(site, 'reverse_proxy', 'transport', 'keepalive');
    expect(durationMs(keepalive)).toBeLessThan(defaultConnectionLimits.keepAliveTimeoutMs);
  });
});

describe('Dockerfile.caddy', () => {
  it('compiles the rate limit module, pinned to a commit, into the official image of the same version', () => {
    const caddyStages = readDockerfile(`${root}Dockerfile.caddy`);
    const [builder, runtime] = caddyStages.map((stage) => stage.image);
    expect(builder).toBe(`${runtime}-builder`);
    expect(runtime).toMatch(/^caddy:2\.\d+\.\d+$/);
    expect(caddyStages[0]!.instructions).toEqual([
      {
        keyword: 'RUN',
        text: expect.stringMatching(/^xcaddy build --with github\.com\/mholt\/caddy-ratelimit@[0-9a-f]{40}$/),
      },
    ]);
    expect(caddyStages[1]!.instructions).toEqual([
      { keyword: 'COPY', text: `--from=${caddyStages[0]!.name} /usr/bin/caddy /usr/bin/caddy` },
    ]);
  });
});

describe('Dockerfile', () => {
  it('builds in stages: the runtime image takes the production dependencies and the built web app, and runs no step', () => {
    expect(stages.map((stage) => [stage.name, stage.image])).toEqual([
      ['manifests', 'node:24.21.0-bookworm-slim'],
      ['build', 'manifests'],
      ['production-dependencies', 'manifests'],
      [undefined, 'node:24.21.0-bookworm-slim'],
    ]);
    expect(
      finalImage(stages, 'production-dependencies').instructions.filter((step) => step.keyword === 'RUN'),
    ).toEqual([{ keyword: 'RUN', text: 'npm ci --omit=dev --no-audit --no-fund' }]);
    const steps = finalStage.instructions;
    // No RUN: npm's cache (in $HOME/.npm) and anything else a package manager writes stay in the
    // stage that installed; only /app (manifests and node_modules) is copied from it.
    expect(steps.filter((step) => step.keyword === 'RUN')).toEqual([]);
    expect(
      steps
        .filter((step) => step.keyword === 'COPY' && step.text.startsWith('--from='))
        .map((step) => step.text),
    ).toEqual([
      '--from=production-dependencies /app ./',
      '--from=build /app/apps/web/dist apps/web/dist',
      '--from=build /app/apps/web/dist-server apps/web/dist-server',
    ]);
    expect(envOf(finalStage)).toMatchObject({ NODE_ENV: 'production', COMMONS_COMMIT: 'unknown' });
  });

  it('runs as the non-root user of the Node image, from the copy step on', () => {
    const steps = finalStage.instructions;
    const user = steps.findIndex((step) => step.keyword === 'USER');
    expect(steps[user]?.text).toBe('node');
    expect(steps.slice(user + 1).map((step) => step.keyword)).not.toContain('USER');
    expect(steps.findLastIndex((step) => step.keyword === 'COPY')).toBeLessThan(user);
  });

  it('starts the server with the Node.js options every launcher uses, as npm start does', () => {
    const [program, ...args] = execForm(finalStage.instructions.find((step) => step.keyword === 'CMD')!.text);
    expect([program, ...args]).toEqual(['node', ...serverNodeOptions, 'apps/http/src/main.ts']);
    const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`exec node ${serverNodeOptions.join(' ')} scripts/start.ts`);
  });

  it('checks its health on /api/health with node (the slim image has no curl)', () => {
    const healthcheck = finalStage.instructions.find((step) => step.keyword === 'HEALTHCHECK')!;
    expect(healthcheck.text).toMatch(/^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+ CMD \[/);
    const [program, ...args] = execForm(healthcheck.text);
    expect(program).toBe('node');
    expect(args.join(' ')).toContain('/api/health');
  });
});
