/** What the dashboard shows about the stored member (spec section 3 "Dashboard member view"). */
import type { MembershipStatus, PaymentStatus } from '@commons/core/membership/membership-status';
import { capitalize, tierLabel } from '../../lib/labels.ts';
import type { SerializedMember } from '../../lib/member.ts';
import type { StoredMember } from '../../lib/stored-member.ts';
import { dashboardText } from './content.ts';

export interface DashboardMemberView extends Pick<SerializedMember, 'firstName' | 'organization'> {
  tier: SerializedMember['membershipTier'];
  tierLabel: string;
  isExplorer: boolean;
  /** Upgrade prompts are hidden for tier f100 (spec section 6). */
  showsUpgrades: boolean;
  status: MembershipStatus;
  statusLabel: string;
  isActive: boolean;
  paymentStatus: PaymentStatus;
  paymentLabel: string;
  membershipId: string;
  /** 'Active since' when the status is active, otherwise 'Member since'. */
  sinceLabel: string;
  memberSince: string;
  /** 'Free tier' for explorer, otherwise 'Annual billing'. */
  billingNote: string;
  /** 'Free Plan' for explorer, otherwise 'Annual'. */
  billingCycle: string;
  /** 'Free Plan' for explorer, otherwise 'Annual renewal'. */
  nextBilling: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatMemberDate(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function dashboardMemberView(member: StoredMember): DashboardMemberView {
  const tier = member.membershipTier ?? null;
  const isExplorer = tier === 'explorer';
  const status = member.membershipStatus || dashboardText.defaultStatus;
  const isActive = status === 'active';
  const paymentStatus = member.paymentStatus === 'paid' ? 'paid' : 'unpaid';
  return {
    firstName: member.firstName,
    tier,
    tierLabel: tier ? tierLabel(tier) : dashboardText.memberTier,
    isExplorer,
    showsUpgrades: tier !== 'f100',
    status,
    statusLabel: capitalize(status),
    isActive,
    paymentStatus,
    paymentLabel: capitalize(paymentStatus),
    membershipId: member.membershipId || dashboardText.generatingMembershipId,
    sinceLabel: isActive ? dashboardText.activeSince : dashboardText.memberSince,
    memberSince: formatMemberDate(member.createdAt),
    billingNote: isExplorer ? dashboardText.freeTier : dashboardText.annualBilling,
    billingCycle: isExplorer ? dashboardText.freePlan : dashboardText.annual,
    nextBilling: isExplorer ? dashboardText.freePlan : dashboardText.annualRenewal,
    organization: member.organization || null,
  };
}
