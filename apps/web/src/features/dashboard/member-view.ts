/** What the dashboard shows about the stored member (spec section 3 "Dashboard member view"). */
import type { MembershipStatus, PaymentStatus } from '@commons/core/members/membership-status';
import { findSubscriptionOffer, type SubscriptionTierId } from '@commons/core/members/tiers';
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
  /** Granted by staff: 'Complimentary: F100' stands for the plan, and there is no billing cycle. */
  complimentary: boolean;
  /** 'Free tier' for explorer, 'Complimentary: F100' for a grant, otherwise 'Monthly billing' or 'Annual billing'. */
  billingNote: string;
  /** 'Free Plan' for explorer, otherwise 'Monthly' or 'Annual'; null for a grant (no cycle). */
  billingCycle: string | null;
  /** 'Free Plan' for explorer, otherwise 'Monthly renewal' or 'Annual renewal'; null for a grant. */
  nextBilling: string | null;
  /** A paid tier not paid for yet: the dashboard offers 'Complete payment' for it. */
  awaitsPaymentFor: SubscriptionTierId | null;
  /** The cycle the member chose, for 'Complete payment' (monthly when none was chosen). */
  planType: 'monthly' | 'yearly';
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
  const complimentary = member.complimentary === true;
  const label = tier ? tierLabel(tier) : dashboardText.memberTier;
  return {
    firstName: member.firstName,
    tier,
    tierLabel: label,
    complimentary,
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
    ...(complimentary
      ? { billingNote: dashboardText.complimentary(label), billingCycle: null, nextBilling: null }
      : billingWords(isExplorer, member.billingCycle === 'monthly')),
    planType: member.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    awaitsPaymentFor: paymentStatus === 'unpaid' ? (findSubscriptionOffer(tier ?? '')?.id ?? null) : null,
    organization: member.organization || null,
  };
}

/** The billing cycle told truthfully: monthly members are not told 'Annual billing'. */
function billingWords(isExplorer: boolean, monthly: boolean) {
  if (isExplorer)
    return {
      billingNote: dashboardText.freeTier,
      billingCycle: dashboardText.freePlan,
      nextBilling: dashboardText.freePlan,
    };
  return monthly
    ? {
        billingNote: dashboardText.monthlyBilling,
        billingCycle: dashboardText.monthly,
        nextBilling: dashboardText.monthlyRenewal,
      }
    : {
        billingNote: dashboardText.annualBilling,
        billingCycle: dashboardText.annual,
        nextBilling: dashboardText.annualRenewal,
      };
}
