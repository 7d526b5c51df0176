import { InMemoryKnownDevices } from './in-memory-known-devices.ts';
import { knownDevicesContract } from './known-devices.contract.ts';

let member = 0;
knownDevicesContract('in memory', async () => ({
  devices: new InMemoryKnownDevices(),
  addMember: async () => `member-${++member}`,
}));
