import type { InferEntity } from '@mikro-orm/core';
import type { KnownDevice, KnownDevices } from '@commons/core/accounts/known-devices';
import { KnownDeviceEntity } from '../entities/sign-in.ts';
import type { EntityManager } from '../orm.ts';

type DeviceRow = InferEntity<typeof KnownDeviceEntity>;

/** Known devices in the `known_devices` table; a member's go with the account row. */
export class SqlKnownDevices implements KnownDevices {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async remember(device: KnownDevice): Promise<void> {
    await this.#em.insert(KnownDeviceEntity, {
      tokenHash: device.tokenHash,
      user: device.memberId,
      createdAt: device.createdAt,
      expiresAt: device.expiresAt,
    } as DeviceRow);
  }

  async find(tokenHash: string, now: Date): Promise<KnownDevice | null> {
    const row = await this.#em.findOne(
      KnownDeviceEntity,
      { tokenHash, expiresAt: { $gt: now } },
      { disableIdentityMap: true },
    );
    return row
      ? { tokenHash: row.tokenHash, memberId: row.user, createdAt: row.createdAt, expiresAt: row.expiresAt }
      : null;
  }

  async forget(tokenHash: string): Promise<void> {
    await this.#em.nativeDelete(KnownDeviceEntity, { tokenHash });
  }

  deleteExpired(now: Date): Promise<number> {
    return this.#em.nativeDelete(KnownDeviceEntity, { expiresAt: { $lte: now } });
  }
}
