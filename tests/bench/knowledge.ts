/**
 * `npm run bench:knowledge`: the published-articles list under load against the app's own liveness
 * route, on the embedded database, or on PostgreSQL when DATABASE_URL is set (a fresh database is
 * created on that server and dropped afterwards).
 *
 * Starts the production entry point on a free port (the seed gives the published articles), then
 * with autocannon: GET /api/health/live (same middleware, no database) against GET /api/knowledge,
 * 50 connections, 10 s each, interleaved, 3 rounds; then one round of revalidations that send the
 * list's ETag back. Ends with the knowledge/liveness ratio. Loopback traffic only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fixed,
  load,
  logLevel,
  mean,
  prepareDatabase,
  record,
  startServer,
  type Figures,
  type RunningServer,
} from './bench-server.ts';

const rounds = 3;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'commons-bench-'));
  const database = await prepareDatabase(dataDir);
  let server: RunningServer | undefined;
  try {
    console.log(
      `Knowledge list benchmark on ${database.target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ` +
        `server log level ${logLevel}, Node ${process.version}`,
    );
    server = await startServer(dataDir, database);
    const { url } = server;
    const listUrl = `${url}/api/knowledge`;
    const first = await fetch(listUrl);
    const articles = ((await first.json()) as unknown[]).length;
    const etag = first.headers.get('etag') ?? '';
    console.log(`${articles} published articles, ${first.headers.get('content-length')} bytes, ETag ${etag}`);

    // Warm both paths up (JIT, connection pool, caches) before measuring.
    await load({ url: `${url}/api/health/live`, duration: 3 });
    await load({ url: listUrl, duration: 3 });

    const live: Figures = { rps: [], p99: [], failures: 0 };
    const knowledge: Figures = { rps: [], p99: [], failures: 0 };
    for (let round = 1; round <= rounds; round += 1) {
      const liveResult = await load({ url: `${url}/api/health/live` });
      record(live, liveResult);
      const listResult = await load({ url: listUrl });
      record(knowledge, listResult);
      console.log(
        `round ${round}: liveness ${fixed(liveResult.requests.average)} req/s (p99 ${liveResult.latency.p99} ms), ` +
          `knowledge ${fixed(listResult.requests.average)} req/s (p99 ${listResult.latency.p99} ms)`,
      );
    }
    const revalidated = await load({ url: listUrl, headers: { 'if-none-match': etag } });
    console.log(
      `liveness:  ${fixed(mean(live.rps))} req/s, p99 ${fixed(mean(live.p99), 1)} ms, failed ${live.failures}`,
    );
    console.log(
      `knowledge: ${fixed(mean(knowledge.rps))} req/s, p99 ${fixed(mean(knowledge.p99), 1)} ms, ` +
        `failed ${knowledge.failures}`,
    );
    console.log(
      `knowledge with If-None-Match: ${fixed(revalidated.requests.average)} req/s, ` +
        `p99 ${revalidated.latency.p99} ms, answered 304: ${revalidated['3xx']}`,
    );
    const ratio = mean(knowledge.rps) / mean(live.rps);
    console.log(`target: ratio >= 0.50 ${ratio >= 0.5 ? 'met' : 'MISSED'}`);
    console.log(`knowledge/liveness ratio: ${ratio.toFixed(2)}`);
  } finally {
    await server?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
