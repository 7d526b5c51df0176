/**
 * HAProxy (the Debian package) in front of app instances, as a deployment would run it: round
 * robin, health checks on readiness (`/api/health`), so an instance that starts draining (503)
 * leaves the rotation within one check interval and comes back once it answers 200 again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/**
 * Check every 250 ms; one 503 takes an instance out, two 200s bring it back. A check may take up
 * to 5 s (a busy instance is slow, not gone). SHUTDOWN_DRAIN_MS must exceed one interval plus the
 * time a check takes: proof:shutdown uses 1,500 ms on a quiet pair, scale:proof 5,500 ms (three
 * instances under load, where a check can take up to its timeout).
 */
export const healthCheck = { intervalMs: 250, fall: 1, rise: 2, timeoutMs: 5_000 };

/**
 * Requests one instance works on at once; more wait in HAProxy's queue (up to 30 s). An instance
 * that is not flooded keeps answering its health checks quickly, and a request queued for a
 * draining instance is sent to another one (redispatch).
 */
export const perInstanceConnections = 25;

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `retry-on conn-failure` with `redispatch` only retries a request that never reached an
 * instance (the connection failed), so no POST can be applied twice.
 */
export function haproxyConfig(port: number, backendPorts: number[]): string {
  const { intervalMs, fall, rise, timeoutMs } = healthCheck;
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check ${timeoutMs}ms
  timeout queue 30s
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend web
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter ${intervalMs}ms fall ${fall} rise ${rise} maxconn ${perInstanceConnections}
${backendPorts.map((backend, index) => `  server app${index + 1} 127.0.0.1:${backend} check`).join('\n')}
`;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await delay(50);
  }
}

export async function startHaproxy(dir: string, port: number, backendPorts: number[]): Promise<Balancer> {
  const configFile = path.join(dir, `haproxy-${port}.cfg`);
  await writeFile(configFile, haproxyConfig(port, backendPorts));
  // -db: stay in the foreground, so the process is ours to stop.
  const child: ChildProcess = spawn(haproxyPath, ['-f', configFile, '-db'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`HAProxy exited with ${code}: ${errors}`))),
  );
  failed.catch(() => {});
  await Promise.race([waitForPort(port), failed]);
  // Let the first health checks pass (rise) before traffic arrives.
  await delay(healthCheck.intervalMs * (healthCheck.rise + 1));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
