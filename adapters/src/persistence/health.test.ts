import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { databaseIsReachable } from './health.ts';
import { openOrm } from './orm.ts';
import { copyTemplate } from './testing/test-database.ts';
import { testDatabaseTemplates } from './testing/vitest-database.ts';

/** A TCP relay to PostgreSQL that can start dropping every byte, as a black-holed network does. */
async function relayTo(target: URL): Promise<{ port: number; blackHole(): void; close(): void }> {
  let dropping = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => dropping || upstream.write(chunk));
    upstream.on('data', (chunk) => dropping || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    blackHole: () => (dropping = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('readiness on PostgreSQL', () => {
  it('answers unhealthy within the deadline when the database stops answering', async () => {
    const target = await copyTemplate(testDatabaseTemplates(), 'postgres');
    if (target.kind !== 'postgres') throw new Error('expected a PostgreSQL copy');
    const url = new URL(target.url);
    const relay = await relayTo(url);
    const throughRelay = new URL(url);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    const orm = await openOrm({ kind: 'postgres', url: throughRelay.href });
    try {
      expect(await databaseIsReachable(orm, 1_000)).toBe(true);
      relay.blackHole();
      // Without the deadline this waits for TCP's retransmissions, far past the test's timeout.
      expect(await databaseIsReachable(orm, 1_000)).toBe(false);
    } finally {
      relay.close();
      await orm.close(true).catch(() => undefined);
    }
  });
});
