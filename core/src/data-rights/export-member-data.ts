/**
 * `GET /api/me/export` (GDPR articles 15 and 20): everything the site holds about the member, as
 * one JSON document. Each section is one line of `exportSections`; nothing secret (no password
 * hash, no code digests) is in any of them.
 */
import { memberNotFound } from '../members/member-errors.ts';
import { toMemberView, type Member } from '../members/member.ts';
import { toSubscriptionView } from '../membership/billing-overview.ts';
import type { Clock } from '../shared/clock.ts';
import type { ProfileDeps } from '../profile/profile-deps.ts';

type ExportDeps = Pick<ProfileDeps, 'members' | 'paymentEvents' | 'applications' | 'billing'>;

/** Every subscription the member has held (the table keeps ended ones), oldest first. */
async function subscriptionsOf(deps: ExportDeps, member: Member) {
  const held = await deps.billing.subscriptionHistoryOf(member.id);
  return held.map((subscription) => ({
    id: subscription.providerSubscriptionId,
    customerId: subscription.providerCustomerId,
    ...toSubscriptionView(subscription),
    createdAt: subscription.createdAt,
    cancelledAt: subscription.endedAt,
  }));
}

export const exportSections = {
  profile: (_deps: ExportDeps, member: Member) => toMemberView(member),
  membershipHistory: (deps: ExportDeps, member: Member) => deps.members.statusHistory(member.id),
  subscriptions: subscriptionsOf,
  payments: (deps: ExportDeps, member: Member) => deps.paymentEvents.listForMember(member.id),
  forms: (deps: ExportDeps, member: Member) => deps.applications.listSentFrom(member.email),
} satisfies Record<string, (deps: ExportDeps, member: Member) => unknown>;

type Sections = typeof exportSections;
export type MemberDataExport = { exportedAt: Date } & {
  [Name in keyof Sections]: Awaited<ReturnType<Sections[Name]>>;
};

export async function exportMemberData(
  deps: ExportDeps & { clock: Clock },
  memberId: string,
): Promise<MemberDataExport> {
  const member = await deps.members.findById(memberId);
  if (!member) throw memberNotFound();
  const entries = await Promise.all(
    Object.entries(exportSections).map(async ([name, read]) => [name, await read(deps, member)] as const),
  );
  return { exportedAt: deps.clock.now(), ...Object.fromEntries(entries) } as MemberDataExport;
}
