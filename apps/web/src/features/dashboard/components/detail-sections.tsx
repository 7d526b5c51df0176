import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/TaskAlt';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatUsd } from '@commons/core/members/tiers';
import type { SerializedBilling } from '../api/billing.ts';
import type { useBillingActions } from '../hooks/use-billing-actions.ts';
import {
  billingText,
  communities,
  dashboardCounters,
  dashboardText,
  featuredOpportunities,
  upgradeOffers,
  upgradePath,
} from '../content.ts';
import { formatMemberDate, type DashboardMemberView } from '../member-view.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { ChangePlanDialog } from './change-plan-dialog.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { CommunityItem, OpportunityItem } from './offers.tsx';
import { Counters, DashboardSection, InfoList, Panel } from './panel.tsx';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};

export interface BillingProps {
  view: DashboardMemberView;
  /** Null while loading or when it could not be read: the member's own words are shown then. */
  billing: SerializedBilling | null;
  actions: ReturnType<typeof useBillingActions>;
}

export function MembershipSection({ view, billing, actions }: BillingProps) {
  // Only real upgrades: tiers above the member's own.
  const offers = view.upgradeOffers;
  const [changing, setChanging] = useState(false);
  const subscription = billing?.subscription ?? null;
  // A paid member changes the subscription they hold; an explorer upgrades through checkout; a
  // granted tier is changed by staff only.
  const canChangePlan = subscription !== null && subscription.status === 'active' && view.subscribes;
  const pendingChange = subscription?.pendingChange ?? null;
  return (
    <DashboardSection id="membership" title="Membership" subtitle="Your membership and what comes next.">
      <Box sx={twoColumns}>
        <Panel title="Your Membership" icon={<WorkspacePremiumIcon />}>
          <InfoList
            items={[
              { label: 'Current Tier', value: view.tierLabel },
              { label: 'Status', value: view.statusLabel },
              { label: 'Payment Status', value: view.paymentLabel },
              { label: 'Member Since', value: view.memberSince },
            ]}
          />
          {pendingChange && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1 }}
              data-testid="pending-plan-change"
            >
              {billingText.pendingChange(
                upgradeOffers.find((offer) => offer.tier === pendingChange.tier)?.name ?? pendingChange.tier,
                formatMemberDate(pendingChange.effectiveAt),
              )}
            </Typography>
          )}
          {canChangePlan && (
            <Box sx={{ mt: 2 }}>
              <Button variant="outlined" disabled={actions.pending} onClick={() => setChanging(true)}>
                {billingText.changePlan}
              </Button>
              <ChangePlanDialog
                open={changing}
                current={{ tier: subscription.tier, planType: subscription.planType }}
                pending={actions.pending}
                onClose={() => setChanging(false)}
                onChange={actions.changePlan}
              />
            </Box>
          )}
          {view.awaitsPaymentFor && (
            <Box sx={{ mt: 2 }}>
              <Button
                variant="contained"
                disabled={actions.pending}
                onClick={() => actions.pay({ tier: view.awaitsPaymentFor!, planType: view.planType })}
              >
                {billingText.completePayment}
              </Button>
            </Box>
          )}
        </Panel>
        {offers.length > 0 && (
          <Stack spacing={2} data-testid="upgrade-cards">
            {offers.map((offer) => (
              <Paper
                key={offer.tier}
                variant="outlined"
                sx={{ p: 2.5, borderColor: 'primary.light', flex: 1 }}
              >
                <Typography variant="overline" color="accent.dark" component="p">
                  {offer.benefit}
                </Typography>
                <Typography variant="h6" component="h3">
                  Upgrade to {offer.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                  {offer.description}
                </Typography>
                {view.isExplorer ? (
                  // An explorer pays for the new tier straight away (monthly; yearly from /membership).
                  <Button
                    variant="contained"
                    size="small"
                    disabled={actions.pending}
                    onClick={() => actions.pay({ tier: offer.tier, planType: 'monthly' })}
                  >
                    Choose {offer.name}
                  </Button>
                ) : (
                  <Button component={RouterLink} to={upgradePath} variant="contained" size="small">
                    Explore {offer.name}
                  </Button>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </DashboardSection>
  );
}

/** Auto-renewal as it is: on while a subscription renews, off otherwise. */
export function AutoRenewalChip({ renews }: { renews: boolean }) {
  return (
    <Chip
      label={renews ? billingText.autoRenewalOn : billingText.autoRenewalOff}
      color={renews ? 'success' : 'default'}
      size="small"
      variant="outlined"
    />
  );
}

/**
 * The plan, billing cycle, next billing and auto-renewal as the subscription has them now. Only a
 * member with a subscription has auto-renewal (`renews` null otherwise); a complimentary member's
 * plan is the grant, with no cycle: a subscription still running out until its period ends is no
 * plan of theirs.
 */
export function billingDetails(view: DashboardMemberView, billing: SerializedBilling | null) {
  const subscription = view.subscribes ? (billing?.subscription ?? null) : null;
  if (!view.subscribes) {
    return {
      plan: view.billingKind === 'granted' ? view.billingNote : view.tierLabel,
      cycle: view.billingCycle,
      next: view.nextBilling,
      renews: null,
      subscription,
    };
  }
  if (!subscription) {
    return {
      plan: view.tierLabel,
      cycle: view.billingCycle,
      next: view.nextBilling,
      renews: false,
      subscription,
    };
  }
  const periodEnd = formatMemberDate(subscription.currentPeriodEnd ?? undefined);
  const cycle =
    subscription.planType === 'monthly' ? dashboardText.monthlyBilling : dashboardText.annualBilling;
  const next = subscription.cancelAtPeriodEnd
    ? billingText.cancelsOn(periodEnd)
    : billingText.nextPayment(
        periodEnd,
        subscription.amountCents === null ? '' : formatUsd(subscription.amountCents),
      );
  return { plan: view.tierLabel, cycle, next, renews: !subscription.cancelAtPeriodEnd, subscription };
}

/** A payment the member's bank wants confirmed (3-D Secure): shown until the invoice is paid. */
function ActionRequiredNotice({ url }: { url: string }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="payment-action-required"
      action={
        <Button color="inherit" size="small" href={url} target="_blank" rel="noopener noreferrer">
          {billingText.confirmPayment}
        </Button>
      }
    >
      <AlertTitle>{billingText.actionRequired}</AlertTitle>
      {billingText.actionRequiredNotice}
    </Alert>
  );
}

export function PaymentSection({ view, billing, actions }: BillingProps) {
  const { plan, cycle, next, renews, subscription } = billingDetails(view, billing);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const payments = billing?.payments ?? [];
  const confirmCancel = () =>
    void actions.cancel().then((cancelled) => {
      if (cancelled) setConfirmingCancel(false);
    });
  return (
    <DashboardSection id="payment" title="Payment" subtitle="Your plan and billing.">
      {subscription?.actionRequiredUrl && <ActionRequiredNotice url={subscription.actionRequiredUrl} />}
      <Box sx={twoColumns}>
        <Panel title="Billing Details" icon={<CreditCardIcon />}>
          <InfoList
            items={[
              { label: 'Plan', value: plan },
              { label: 'Status', value: view.paymentLabel },
              ...(cycle === null ? [] : [{ label: 'Billing Cycle', value: cycle }]),
              ...(next === null ? [] : [{ label: 'Next Billing', value: next }]),
              ...(renews === null
                ? []
                : [{ label: 'Auto-Renewal', value: <AutoRenewalChip renews={renews} /> }]),
            ]}
          />
          {subscription && (
            <Box sx={{ mt: 2 }}>
              {subscription.cancelAtPeriodEnd ? (
                <Button variant="contained" disabled={actions.pending} onClick={actions.resume}>
                  {billingText.resume}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  color="error"
                  disabled={actions.pending}
                  onClick={() => setConfirmingCancel(true)}
                >
                  {billingText.cancel}
                </Button>
              )}
              <CancelSubscriptionDialog
                open={confirmingCancel}
                tierName={view.tierLabel}
                periodEnd={formatMemberDate(subscription.currentPeriodEnd ?? undefined)}
                pending={actions.pending}
                onClose={() => setConfirmingCancel(false)}
                onConfirm={confirmCancel}
              />
            </Box>
          )}
        </Panel>
        {/* Only a subscription has a card on file: without one the portal has nothing to update. */}
        {subscription && (
          <Panel
            title="Payment Method"
            subtitle={dashboardText.paymentMethodNote}
            icon={<AccountBalanceWalletIcon />}
          >
            <Box sx={{ mt: 'auto' }}>
              <Button
                variant="outlined"
                startIcon={<CreditCardIcon />}
                disabled={actions.pending}
                onClick={actions.openPortal}
              >
                Update Payment Method
              </Button>
            </Box>
          </Panel>
        )}
      </Box>
      {payments.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <PaymentsPanel payments={payments} />
        </Box>
      )}
    </DashboardSection>
  );
}

export function CommunitySection() {
  return (
    <DashboardSection
      id="community"
      title="Community"
      subtitle="Communities you can join and your participation."
    >
      <Box sx={twoColumns}>
        <Panel title="Communities" icon={<GroupsIcon />}>
          <Stack spacing={1.5}>
            {communities.map((community) => (
              <CommunityItem key={community.id} community={community} headingLevel="h4" />
            ))}
          </Stack>
        </Panel>
        <Panel title="Your Participation" icon={<CheckCircleOutlineIcon />}>
          <Counters
            items={[
              { value: dashboardCounters.communitiesJoined, label: 'Communities joined' },
              { value: dashboardCounters.eventsAttended, label: 'Events attended' },
            ]}
          />
        </Panel>
      </Box>
    </DashboardSection>
  );
}

export function OpportunitiesSection() {
  return (
    <DashboardSection id="opportunities" title="Opportunities" subtitle="Featured opportunities for members.">
      <Box sx={twoColumns}>
        <Panel title="Featured" icon={<TrendingUpIcon />}>
          <Stack spacing={1.5}>
            {featuredOpportunities.map((opportunity) => (
              <OpportunityItem
                key={opportunity.id}
                opportunity={opportunity}
                headingLevel="h4"
                withLearnMore
              />
            ))}
          </Stack>
        </Panel>
        <Panel title="Tracked Opportunities" icon={<CheckCircleOutlineIcon />}>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              placeItems: 'center',
              minHeight: 120,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {dashboardText.noTrackedOpportunities}
            </Typography>
          </Box>
        </Panel>
      </Box>
    </DashboardSection>
  );
}
