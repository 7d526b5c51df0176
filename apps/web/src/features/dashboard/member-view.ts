/** What the dashboard shows about the stored member (spec section 3 "Dashboard member view"). */
import type { MembershipStatus, PaymentStatus } from '@commons/core/members/membership-status';
import {
  findSubscriptionOffer,
  isHigherTier,
  type AccountTier,
  type SubscriptionTierId,
} from '@commons/core/members/tiers';
import { capitalize, tierLabel } from '../../lib/labels.ts';
import type { SerializedMember } from '../../lib/member.ts';
import type { StoredMember } from '../../lib/stored-member.ts';
import { dashboardText, upgradeOffers, type UpgradeOffer } from './content.ts';

/**
 * How the member's membership is billed:
 * - `none`: no tier at all (staff without a membership);
 * - `free`: the free Explorer tier;
 * - `granted`: a tier given without payment (a complimentary grant, or a tier staff set with no
 *   billing cycle);
 * - `subscription`: a paid tier, paid for or waiting for its payment.
 */
export type BillingKind = 'none' | 'free' | 'granted' | 'subscription';

export interface DashboardMemberView extends Pick<SerializedMember, 'firstName' | 'organization'> {
  tier: SerializedMember['membershipTier'];
  /** The tier's name; 'No membership' without a tier. */
  tierLabel: string;
  /** The header's badge: 'Builder Member', or 'No membership'. */
  badgeLabel: string;
  isExplorer: boolean;
  billingKind: BillingKind;
  /** The upgrades offered: only tiers above the member's own (none for f100, none without a tier). */
  upgradeOffers: readonly UpgradeOffer[];
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
  /** A subscription is held or chosen: billing cycle, auto-renewal and payment method apply. */
  subscribes: boolean;
  /**
   * 'Free tier' for explorer, 'Complimentary: F100' for a grant, 'No membership' without a tier,
   * otherwise 'Monthly billing' or 'Annual billing'.
   */
  billingNote: string;
  /** 'Free Plan' for explorer, otherwise 'Monthly' or 'Annual'; null for a grant or no tier (no cycle). */
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
  const billingKind = billingKindOf(member, tier);
  const label = tier ? tierLabel(tier) : dashboardText.noMembership;
  return {
    firstName: member.firstName,
    tier,
    tierLabel: label,
    badgeLabel: tier ? `${label} ${dashboardText.memberTier}` : dashboardText.noMembership,
    complimentary: billingKind === 'granted',
    subscribes: billingKind === 'subscription',
    isExplorer,
    billingKind,
    upgradeOffers: tier ? upgradeOffers.filter((offer) => isHigherTier(tier as AccountTier, offer.tier)) : [],
    status,
    statusLabel: capitalize(status),
    isActive,
    paymentStatus,
    paymentLabel: paymentLabelOf(billingKind, paymentStatus),
    membershipId: member.membershipId || dashboardText.generatingMembershipId,
    sinceLabel: isActive ? dashboardText.activeSince : dashboardText.memberSince,
    memberSince: formatMemberDate(member.createdAt),
    ...billingWords(billingKind, label, member.billingCycle === 'monthly'),
    planType: member.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    awaitsPaymentFor:
      billingKind === 'subscription' && paymentStatus === 'unpaid'
        ? (findSubscriptionOffer(tier ?? '')?.id ?? null)
        : null,
    organization: member.organization || null,
  };
}

/**
 * A paid tier with no billing cycle that is paid is a grant (staff set it, nobody paid); unpaid, it
 * waits for the payment of its sign-up (spec: paid tiers bill annually).
 */
function billingKindOf(member: StoredMember, tier: string | null): BillingKind {
  if (!tier) return 'none';
  if (tier === 'explorer') return 'free';
  if (member.complimentary === true || tier === 'f100') return 'granted';
  if (!member.billingCycle && member.paymentStatus === 'paid') return 'granted';
  return 'subscription';
}

function paymentLabelOf(kind: BillingKind, paymentStatus: PaymentStatus): string {
  if (kind === 'none') return dashboardText.noPayment;
  if (kind === 'granted') return dashboardText.nothingToPay;
  return capitalize(paymentStatus);
}

/** The billing cycle told truthfully: monthly members are not told 'Annual billing'. */
function billingWords(kind: BillingKind, tier: string, monthly: boolean) {
  if (kind === 'none')
    return { billingNote: dashboardText.noMembership, billingCycle: null, nextBilling: null };
  if (kind === 'granted')
    return { billingNote: dashboardText.complimentary(tier), billingCycle: null, nextBilling: null };
  if (kind === 'free')
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
