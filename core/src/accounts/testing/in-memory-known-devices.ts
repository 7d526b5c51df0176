import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import type { KnownDevice, KnownDevices } from '../known-devices.ts';

/** Takes part in the given transactions: pass the `InMemoryTransactions` the use case runs in. */
export class InMemoryKnownDevices implements KnownDevices {
  readonly #devices;

  constructor(transactions = new InMemoryTransactions()) {
    this.#devices = transactions.state(new Map<string, KnownDevice>());
  }

  async remember(device: KnownDevice): Promise<void> {
    this.#devices.write().set(device.tokenHash, structuredClone(device));
  }

  async find(tokenHash: string, now: Date): Promise<KnownDevice | null> {
    const device = this.#devices.read().get(tokenHash);
    return device && device.expiresAt > now ? structuredClone(device) : null;
  }

  async forget(tokenHash: string): Promise<void> {
    this.#devices.write().delete(tokenHash);
  }

  async deleteExpired(now: Date): Promise<number> {
    const expired = [...this.#devices.read().values()].filter((device) => device.expiresAt <= now);
    const devices = this.#devices.write();
    for (const device of expired) devices.delete(device.tokenHash);
    return expired.length;
  }
}
