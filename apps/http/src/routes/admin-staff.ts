import { StaffTokens } from '@commons/container';
import { actingStaff, sessionGuards } from '../middleware/authentication.ts';
import { databaseContext } from '../middleware/database-context.ts';
import { noStore } from '../middleware/no-store.ts';
import type { RouteGroup } from '../router.ts';

/** The console's Staff section: list, invite by e-mail, change or remove a role (owner and admins). */
export const adminStaffRoutes: RouteGroup = (router, container) => {
  const S = StaffTokens;
  const listStaff = container.resolve(S.listStaff);
  const inviteStaff = container.resolve(S.inviteStaff);
  const changeStaffRole = container.resolve(S.changeStaffRole);
  const guarded = [
    databaseContext(container),
    noStore,
    sessionGuards(container).requirePermission('staff:manage'),
  ];

  router.get('/api/admin/staff', ...guarded, async (ctx) => {
    ctx.body = await listStaff();
  });

  router.post('/api/admin/staff', ...guarded, async (ctx) => {
    ctx.status = 201;
    ctx.body = await inviteStaff(ctx.request.body, actingStaff(ctx));
  });

  router.patch('/api/admin/staff/:id', ...guarded, async (ctx) => {
    ctx.body = await changeStaffRole(ctx.params.id ?? '', ctx.request.body, actingStaff(ctx));
  });
};
