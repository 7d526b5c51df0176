import { describe, expect, it } from 'vitest';
import type { KnownDevice, KnownDevices } from '../known-devices.ts';

export interface KnownDevicesFixture {
  devices: KnownDevices;
  /** Creates a member the devices can name and returns its id. */
  addMember(): Promise<string>;
}

let sequence = 0;
function aDevice(memberId: string, overrides: Partial<KnownDevice> = {}): KnownDevice {
  sequence += 1;
  return {
    tokenHash: `digest-${sequence}-${'d'.repeat(40)}`,
    memberId,
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    expiresAt: new Date('2026-06-30T00:00:00.000Z'),
    ...overrides,
  };
}

const before = new Date('2026-06-29T23:59:59.000Z');
const end = new Date('2026-06-30T00:00:00.000Z');

/** The behaviour every KnownDevices must have; run against the fake and the database adapter. */
export function knownDevicesContract(name: string, create: () => Promise<KnownDevicesFixture>): void {
  describe(`KnownDevices contract: ${name}`, () => {
    it('finds a device by its token digest until it expires', async () => {
      const { devices, addMember } = await create();
      const device = aDevice(await addMember());
      await devices.remember(device);

      expect(await devices.find(device.tokenHash, before)).toEqual(device);
      expect(await devices.find(device.tokenHash, end)).toBeNull();
      expect(await devices.find('digest-unknown', before)).toBeNull();
    });

    it('forgets one device, and ignores one it does not know', async () => {
      const { devices, addMember } = await create();
      const memberId = await addMember();
      const forgotten = aDevice(memberId);
      const kept = aDevice(memberId);
      await devices.remember(forgotten);
      await devices.remember(kept);

      await devices.forget(forgotten.tokenHash);
      await devices.forget('digest-unknown');

      expect(await devices.find(forgotten.tokenHash, before)).toBeNull();
      expect(await devices.find(kept.tokenHash, before)).toEqual(kept);
    });

    it('deletes the devices that have expired, and counts them', async () => {
      const { devices, addMember } = await create();
      const memberId = await addMember();
      const expired = aDevice(memberId, { expiresAt: end });
      const live = aDevice(memberId, { expiresAt: new Date('2026-06-30T00:00:01.000Z') });
      await devices.remember(expired);
      await devices.remember(live);

      expect(await devices.deleteExpired(end)).toBe(1);
      expect(await devices.find(live.tokenHash, end)).toEqual(live);
    });
  });
}
