import { adminActor } from '../members/actor.ts';
import { openMembership } from '../members/change-membership.ts';
import { normalizeEmail } from '../members/member.ts';
import { DomainError } from '../shared/domain-error.ts';
import { parseInput } from '../shared/validation.ts';
import type { StaffMember, StaffRole } from './permissions.ts';
import { recordStaffChange } from './staff-audit.ts';
import type { StaffDeps } from './staff-deps.ts';
import { assertManagesStaff, ownerStaysMessage } from './staff-rules.ts';
import { inviteStaffSchema } from './staff-schemas.ts';

/**
 * Invites someone to the staff by e-mail (Ghost's staff invites). The role takes effect at once; the
 * invitation mail links to the sign-in page, where a code sent to the address signs them in. An
 * address without an account gets one, without a password and unverified until that code proves it,
 * named as the invitation says (else by its address's local part), so the console never shows a blank.
 */
export async function inviteStaff(
  deps: StaffDeps,
  input: unknown,
  by: StaffMember,
): Promise<{ id: string; email: string; role: StaffRole }> {
  assertManagesStaff(by);
  const { email, role, name } = parseInput(inviteStaffSchema, input);
  return deps.transactions.run(async () => {
    const address = normalizeEmail(email);
    const names = splitName(name || address.slice(0, address.indexOf('@')));
    const existing = await deps.members.findByEmail(address);
    if (existing?.staffRole === 'owner') throw new DomainError('FORBIDDEN', ownerStaysMessage);
    // A member keeps the name they gave; one without any (a past invitation's) takes the invite's.
    const unnamed = existing && !`${existing.firstName}${existing.lastName}`.trim();
    const member = existing
      ? existing.staffRole === role && !unnamed
        ? existing
        : await deps.members.update(existing.id, { staffRole: role, ...(unnamed && names) })
      : await openMembership(
          deps,
          {
            email: address,
            membershipId: null,
            passwordHash: null,
            ...names,
            organization: null,
            position: null,
            phone: null,
            verification: null,
            staffRole: role,
            newsletter: false,
            newsletterSource: null,
            newsletterSince: null,
            paymentCustomerId: null,
            paymentSubscriptionId: null,
          },
          { type: 'registered', plan: { tier: 'explorer', billingCycle: null }, free: true },
          { actor: adminActor(by.id), reason: 'invited to the staff' },
        );
    await deps.staff.recordInvitation(member.id, deps.clock.now());
    await recordStaffChange(deps.auditLog, by, 'invited', member, existing?.staffRole ?? null, role);
    const inviter = await deps.members.findById(by.id);
    await deps.mailer.invite({ to: member.email, role, invitedBy: inviter?.email ?? 'The team' });
    return { id: member.id, email: member.email, role };
  });
}

/** The first word as first name, the rest as last name (a single word has no last name). */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
