/**
 * docker-compose.yml, the Caddyfile and the Dockerfiles, checked as structures (no Docker engine or
 * Caddy binary runs here): the two profiles, the production stack's database, volume, proxy and
 * settings, the proxy's limits, and every reference between services.
 */
import { existsSync, readFileSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { defaultConnectionLimits } from '@commons/http/listen-first';
import { directiveAt, durationMs, readCaddyfile, sizeBytes } from './caddyfile.ts';
import { envOf, execForm, finalImage, readDockerfile } from './dockerfile.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Service {
  profiles?: string[];
  image?: string;
  build?: string | { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

function readCompose(): { services: Record<string, Service>; volumes: Record<string, unknown> } {
  const document = parseDocument(readFileSync(`${root}docker-compose.yml`, 'utf8'), { uniqueKeys: true });
  expect(document.errors).toEqual([]);
  expect(document.warnings).toEqual([]);
  return document.toJS() as ReturnType<typeof readCompose>;
}

const { services, volumes } = readCompose();
const inProfile = (profile: string) =>
  Object.entries(services).filter(([, service]) => service.profiles?.includes(profile));
const stages = readDockerfile(`${root}Dockerfile`);
const finalStage = finalImage(stages);

describe('docker-compose.yml', () => {
  it('puts every service in exactly one of the two profiles', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.profiles, name).toHaveLength(1);
      expect(['development', 'production'], name).toContain(service.profiles![0]);
    }
    expect(inProfile('development').map(([name]) => name)).toEqual(['postgres', 'mailpit', 'app']);
    expect(inProfile('production').map(([name]) => name)).toEqual(['database', 'server', 'caddy']);
  });

  it('runs development with Mailpit as the SMTP server and the payment simulator', () => {
    expect(services.mailpit!.image).toMatch(/^axllent\/mailpit/);
    expect(services.app!.environment).toMatchObject({
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    expect(services.app!.environment).not.toHaveProperty('STRIPE_SECRET_KEY');
  });

  it('runs production on PostgreSQL 17 with a named volume, the built image, and Caddy in front', () => {
    const { database, server, caddy } = services;
    expect(database!.image).toBe('postgres:17');
    expect(database!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(server!.build).toBe('.');
    expect(server!.ports).toBeUndefined();
    expect(server!.environment).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://${SITE_DOMAIN:?set SITE_DOMAIN in .env}',
    });
    expect(server!.environment!.DATABASE_URL).toMatch(
      /^postgres:\/\/commons:\$\{POSTGRES_PASSWORD:\?.*\}@database:5432\/commons$/,
    );
    expect(caddy!.build).toEqual({ context: '.', dockerfile: 'Dockerfile.caddy' });
    expect(caddy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('stops before starting production when a required setting is missing', () => {
    for (const name of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'AD_TOKEN_SECRET']) {
      expect(services.server!.environment![name]).toBe(`\${${name}:?set ${name} in .env}`);
    }
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
          const checked = target!.healthcheck ?? (target!.build === '.' ? finalStage : undefined);
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
  it('compiles the rate limit module, pinned to a commit, into the official image', () => {
    const caddyStages = readDockerfile(`${root}Dockerfile.caddy`);
    expect(caddyStages.map((stage) => stage.image)).toEqual(['caddy:2-builder', 'caddy:2']);
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
  it('builds on Node 24 slim and runs as a non-root user with production dependencies only', () => {
    expect(stages.map((stage) => stage.image)).toEqual(['node:24-slim', 'manifests', 'manifests']);
    expect(finalStage.image).toBe('node:24-slim');
    const steps = finalStage.instructions;
    expect(steps.filter((step) => step.keyword === 'RUN').map((step) => step.text)).toEqual([
      'npm ci --omit=dev --no-audit --no-fund',
    ]);
    expect(steps.find((step) => step.keyword === 'USER')?.text).toBe('node');
    expect(
      steps
        .filter((step) => step.keyword === 'COPY' && step.text.startsWith('--from=build'))
        .map((step) => step.text),
    ).toEqual([
      '--from=build /app/apps/web/dist apps/web/dist',
      '--from=build /app/apps/web/dist-server apps/web/dist-server',
    ]);
    expect(envOf(finalStage)).toMatchObject({ NODE_ENV: 'production' });
  });

  it('checks its health on /api/health', () => {
    const healthcheck = finalStage.instructions.find((step) => step.keyword === 'HEALTHCHECK')!;
    expect(healthcheck.text).toMatch(/^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+ CMD \[/);
    expect(execForm(healthcheck.text).join(' ')).toContain('/api/health');
  });
});
