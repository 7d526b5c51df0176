/**
 * HAProxy (the Debian package) in front of app instances, as a deployment would run it: round
 * robin, health checks on readiness (`/api/health`), so an instance that starts draining (503)
 * leaves the rotation after `fall` failed checks and comes back once it answers 200 again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { open, readFile, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/**
 * Health checks that tell a draining instance (503) from a busy one. A loaded healthy instance may
 * answer a check slowly (its readiness waits for a database connection behind the requests in
 * flight): it leaves the rotation only after `fall` failed checks in a row, never on one slow
 * answer (with `fall 1` and every instance loaded, one slow check each emptied the backend and
 * HAProxy answered 503 to everything). Checks run every `intervalMs`, every `fastIntervalMs`
 * while a server is changing state or down, so a draining instance is out, and a restarted one
 * back, within about a second.
 */
export const healthCheck = {
  intervalMs: 1_000,
  fastIntervalMs: 250,
  fall: 3,
  rise: 2,
  timeoutMs: 3_000,
};

/**
 * The shortest safe SHUTDOWN_DRAIN_MS behind this balancer: a check that started just before the
 * signal may still answer 200 as late as its timeout; the next one comes an interval later, and
 * `fall - 1` more follow at the fast interval. Only then is the instance out of the rotation, and
 * only then may it stop accepting. The margin covers a loaded event loop answering the checks late.
 */
export function safeDrainMs(marginMs = 1_500): number {
  const { intervalMs, fastIntervalMs, fall, timeoutMs } = healthCheck;
  return timeoutMs + intervalMs + (fall - 1) * fastIntervalMs + marginMs;
}

/**
 * Requests one instance works on at once; more wait in HAProxy's queue (up to 30 s). An instance
 * that is not flooded keeps answering its health checks quickly, and a request queued for a
 * server that goes down is sent to another one (redispatch).
 */
export const perInstanceConnections = 25;

/**
 * How long HAProxy keeps a client's idle connection open, and what it tells the client. The
 * instances announce their own `Keep-Alive: timeout=65` (longer than the balancers in front of
 * them), and HAProxy passed it on: a client that believes it, as Node's fetch does, then sent a
 * request on a connection HAProxy had just closed at its own timeout, and a POST caught so is not
 * repeated. Fetches sent at HAProxy's timeout failed so (`UND_ERR_SOCKET`), as 2 impressions of
 * 8,075 did in one CI run's rolling restart. HAProxy states its own timeout instead.
 */
export const clientIdleSeconds = 10;

/** A server's state as HAProxy's statistics give it: `UP`, `DOWN`, `UP 1/3` (failing), `DOWN 1/2` (rising)... */
export type ServerStates = Map<string, string>;

export interface Balancer {
  url: string;
  /** Each server's (`app1`, `app2`, ...) state, from HAProxy's statistics socket. */
  serverStates(): Promise<ServerStates>;
  /** Waits until the server's state is exactly `state`; resolves the milliseconds it took. */
  waitForServer(server: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  /** HAProxy's log: only the requests that went wrong (dontlog-normal) and server state changes. */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Retries never apply a request twice:
 * - `conn-failure` (the connection to the instance failed: nothing was sent) for every method,
 *   redispatched to another instance;
 * - `empty-response` (a kept-alive connection closed as the request went out) and `503` only for
 *   GET and HEAD, which are safe to repeat (`disable-l7-retry` for the others).
 * A refused connection takes the instance out at once (`observe layer4`, `on-error mark-down`):
 * on an overloaded machine the checks may see a draining instance's 503 only after its listener
 * closed, and until then every retry could land on it again.
 * No `on-marked-down shutdown-sessions`: requests in flight on a draining instance must finish.
 * `slowstart` lets a restarted instance (cold code and caches) take its share of the load over 2 s.
 *
 * Fail open: each instance is listed a second time as an unchecked backup (`spareN`), used only
 * when every checked server is down. On an overloaded machine every instance's checks can time
 * out together (readiness waits for a database connection behind the requests in flight); with no
 * server left HAProxy would answer 503 at once to everything (thousands in one rolling restart).
 * Busy instances are better than none: the spares queue the requests instead, a stopped one
 * refuses the connection and the request is redispatched to another (`conn-failure`).
 */
export function haproxyConfig(port: number, backendPorts: number[], statsSocket: string): string {
  const { intervalMs, fastIntervalMs, fall, rise, timeoutMs } = healthCheck;
  return `global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level user
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 30s
  timeout server 60s
  timeout http-keep-alive ${clientIdleSeconds}s
  timeout check ${timeoutMs}ms
  timeout queue 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend web
  bind 127.0.0.1:${port}
  http-response set-header Keep-Alive timeout=${clientIdleSeconds}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  default-server inter ${intervalMs}ms fastinter ${fastIntervalMs}ms downinter ${fastIntervalMs}ms fall ${fall} rise ${rise} slowstart 2s maxconn ${perInstanceConnections}
${backendPorts.map((backend, index) => `  server app${index + 1} 127.0.0.1:${backend} check observe layer4 error-limit 1 on-error mark-down`).join('\n')}
  option allbackups
${backendPorts.map((backend, index) => `  server spare${index + 1} 127.0.0.1:${backend} backup`).join('\n')}
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

/** One command on HAProxy's statistics socket; its whole answer. */
function askHaproxy(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('end', () => resolve(answer));
    socket.end(`${command}\n`);
  });
}

/** The `app` backend's servers and their `status` column, from `show stat` (CSV). */
export function parseServerStates(stat: string): ServerStates {
  const [header = '', ...rows] = stat.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  const states: ServerStates = new Map();
  for (const row of rows) {
    const fields = row.split(',');
    const name = fields[server!] ?? '';
    if (fields[proxy!] === 'app' && name !== 'BACKEND') states.set(name, fields[status!] ?? '');
  }
  return states;
}

export async function startHaproxy(dir: string, port: number, backendPorts: number[]): Promise<Balancer> {
  const configFile = path.join(dir, `haproxy-${port}.cfg`);
  const statsSocket = path.join(dir, `haproxy-${port}.sock`);
  const logFile = path.join(dir, `haproxy-${port}.log`);
  await writeFile(configFile, haproxyConfig(port, backendPorts, statsSocket));
  const log = await open(logFile, 'a');
  // -db: stay in the foreground, so the process is ours to stop. Its log (errors only) to a file.
  const child: ChildProcess = spawn(haproxyPath, ['-f', configFile, '-db'], {
    stdio: ['ignore', log.fd, log.fd],
  });
  await log.close();
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', async (code) =>
      reject(new Error(`HAProxy exited with ${code}: ${await readFile(logFile, 'utf8')}`)),
    ),
  );
  failed.catch(() => {});
  await Promise.race([waitForPort(port), failed]);
  const serverStates = async () => parseServerStates(await askHaproxy(statsSocket, 'show stat'));
  const waitForServer = async (server: string, state: 'UP' | 'DOWN', timeoutMs = 60_000) => {
    const started = performance.now();
    // The socket may appear a moment after the frontend's port: until then, no state.
    const current = () =>
      serverStates().then(
        (states) => states.get(server),
        () => undefined,
      );
    while ((await current()) !== state) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`HAProxy did not see ${server} ${state} within ${timeoutMs} ms`);
      await delay(50);
    }
    return performance.now() - started;
  };
  // Traffic arrives once every server has passed its first checks (rise).
  await Promise.all(backendPorts.map((_, index) => waitForServer(`app${index + 1}`, 'UP', 30_000)));
  return {
    url: `http://127.0.0.1:${port}`,
    serverStates,
    waitForServer,
    logFile,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
