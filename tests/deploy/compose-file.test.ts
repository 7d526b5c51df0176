/**
 * docker-compose.yml, the Caddyfile and the Dockerfile, checked as structures (no Docker engine runs
 * here): the two profiles, the production stack's database, volume, proxy and settings, and every
 * reference between services.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { envOf, execForm, finalImage, readDockerfile } from './dockerfile.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Service {
  profiles?: string[];
  image?: string;
  build?: string;
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
    expect(caddy!.image).toMatch(/^caddy:2/);
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
    const caddyfile = readFileSync(`${root}Caddyfile`, 'utf8');
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/reverse_proxy server:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
    expect(services.server!.expose).toEqual([envOf(finalStage).PORT]);
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
