import { systemActor } from '../members/actor.ts';
import { changeMembership, openMembership } from '../members/change-membership.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { AccountDeps } from './account-deps.ts';
import { normalizeEmail, toMemberView, type Member, type MemberView } from '../members/member.ts';
import { createAdminSchema } from './schemas.ts';
import type { StaffRepository } from '../staff/staff-repository.ts';
import type { StaffRole } from '../staff/permissions.ts';

type AdminDeps = Pick<AccountDeps, 'members' | 'passwords' | 'clock' | 'transactions'> & {
  staff: Pick<StaffRepository, 'ownerId'>;
};

export interface AdminAccount {
  member: MemberView;
  /** False when an existing account was promoted (or already an admin). */
  created: boolean;
}

/**
 * The operator's `create-admin`: makes the address an admin with this password. A new account is
 * created verified and active; an existing one is promoted and gets the new password.
 */
export async function createAdmin(deps: AdminDeps, input: unknown): Promise<AdminAccount> {
  const admin = parseInput(createAdminSchema, input);
  const passwordHash = await deps.passwords.hash(admin.password);
  return deps.transactions.run(async () => {
    const existing = await deps.members.findByEmail(normalizeEmail(admin.email));
    if (existing) {
      const promoted = await promote(deps, existing, { passwordHash });
      return { member: toMemberView(promoted), created: false };
    }
    return { member: await insertAdmin(deps, { ...admin, passwordHash }), created: true };
  });
}

/**
 * Start-up bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD: creates the admin when the address is
 * unknown and promotes it when it is not an admin yet. It never resets an existing password: an
 * environment variable left in place must not undo a password change (use create-admin for that).
 */
export async function ensureAdmin(deps: AdminDeps, input: unknown): Promise<AdminAccount> {
  const admin = parseInput(createAdminSchema, input);
  const existing = await deps.members.findByEmail(normalizeEmail(admin.email));
  if (existing) {
    const member =
      existing.staffRole === 'owner' || existing.staffRole === 'admin'
        ? existing
        : await promote(deps, existing, {});
    return { member: toMemberView(member), created: false };
  }
  const passwordHash = await deps.passwords.hash(admin.password);
  try {
    return await deps.transactions.run(async () => ({
      member: await insertAdmin(deps, { ...admin, passwordHash }),
      created: true,
    }));
  } catch (error) {
    // Another instance starting at the same moment created it first: that is the goal reached.
    if (isDomainError(error) && error.code === 'EMAIL_TAKEN') return ensureAdmin(deps, input);
    throw error;
  }
}

/** The operator vouches for the address: it counts as verified from now on. */
async function promote(deps: AdminDeps, member: Member, changes: { passwordHash?: string }): Promise<Member> {
  const staffRole = member.staffRole === 'owner' ? 'owner' : await adminRole(deps);
  return changeMembership(
    deps,
    member,
    { type: 'admin-promoted' },
    { actor: systemActor, changes: { ...changes, staffRole, verification: null } },
  );
}

/** The operator's first admin becomes the owner; later ones are admins. */
async function adminRole(deps: AdminDeps): Promise<StaffRole> {
  return (await deps.staff.ownerId()) ? 'admin' : 'owner';
}

async function insertAdmin(
  deps: AdminDeps,
  admin: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<MemberView> {
  const member = await openMembership(
    deps,
    {
      membershipId: null,
      email: normalizeEmail(admin.email),
      passwordHash: admin.passwordHash,
      firstName: admin.firstName,
      lastName: admin.lastName,
      organization: null,
      position: null,
      phone: null,
      verification: null,
      staffRole: await adminRole(deps),
      paymentCustomerId: null,
      newsletter: false,
      newsletterSource: null,
      newsletterSince: null,
      paymentSubscriptionId: null,
    },
    { type: 'admin-created' },
    { actor: systemActor },
  );
  return toMemberView(member);
}
