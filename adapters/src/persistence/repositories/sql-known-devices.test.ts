import { knownDevicesContract } from '@commons/core/accounts/testing/known-devices.contract';
import { aNewMember } from '@commons/core/members/testing/member-builder';
import { describe, expect, it } from 'vitest';
import { perCallContext } from '../testing/request-context.ts';
import { truncateAll, truncateAllButOneMember } from '../testing/test-database.ts';
import { testDatabaseKinds, useTestOrm } from '../testing/vitest-database.ts';
import { MikroOrmMemberRepository } from './mikro-orm-member-repository.ts';
import { SqlKnownDevices } from './sql-known-devices.ts';

for (const kind of testDatabaseKinds()) {
  const orm = useTestOrm(kind);

  knownDevicesContract(`SQL on ${kind}`, async () => {
    await truncateAll(orm());
    const members = perCallContext(orm(), new MikroOrmMemberRepository(orm().em));
    return {
      devices: perCallContext(orm(), new SqlKnownDevices(orm().em)),
      addMember: async () => (await members.create(aNewMember())).id,
    };
  });

  describe(`SqlKnownDevices on ${kind}`, () => {
    it('forgets the devices of a member whose account row is deleted', async () => {
      const memberId = await truncateAllButOneMember(orm());
      const devices = perCallContext(orm(), new SqlKnownDevices(orm().em));
      const device = {
        tokenHash: 'digest-of-a-device-token',
        memberId,
        createdAt: new Date('2026-01-01T00:00:00.000Z'),
        expiresAt: new Date('2026-06-30T00:00:00.000Z'),
      };
      await devices.remember(device);

      await orm().em.fork().execute('delete from users where id = ?', [memberId]);

      expect(await devices.find(device.tokenHash, new Date('2026-01-02T00:00:00.000Z'))).toBeNull();
    });
  });
}
