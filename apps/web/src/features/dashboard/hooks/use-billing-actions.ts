import type { PlanChoiceInput } from '@commons/core/membership/checkout-schema';
import { findTierOffer } from '@commons/core/members/tiers';
import { ApiError } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useOpenPaymentPortal } from '../api/open-payment-portal.ts';
import { useChangePlan } from '../api/change-plan.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';
import { useStartMemberCheckout } from '../api/start-member-checkout.ts';
import { billingText } from '../content.ts';
import { formatMemberDate } from '../member-view.ts';

function errorWords(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : billingText.fallbackError;
}

/**
 * Pay, change plan, cancel, resume and open the billing portal from the dashboard, each answered
 * with a toast in words.
 */
export function useBillingActions() {
  const toast = useToast();
  const checkout = useStartMemberCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPaymentPortal();
  const change = useChangePlan();
  const failed = (error: unknown) =>
    toast({ ...billingText.failedToast(errorWords(error)), variant: 'error' });

  return {
    pending:
      checkout.isPending || cancel.isPending || resume.isPending || portal.isPending || change.isPending,
    /** Resolves true once changed, so the dialog closes; false when refused (the toast says why). */
    changePlan: (plan: PlanChoiceInput) =>
      change
        .mutateAsync(plan)
        .then((billing) => {
          const pending = billing.subscription?.pendingChange;
          const name = (tier: string) => findTierOffer(tier)?.name ?? tier;
          if (pending) {
            toast({
              ...billingText.planScheduledToast(name(pending.tier), formatMemberDate(pending.effectiveAt)),
              variant: 'success',
            });
          } else if (
            billing.subscription?.tier === plan.tier &&
            billing.subscription.planType === plan.planType
          ) {
            toast({ ...billingText.planChangedToast(name(plan.tier)), variant: 'success' });
          } else {
            toast({ ...billingText.planKeptToast, variant: 'success' });
          }
          return true;
        })
        .catch((error: unknown) => {
          failed(error);
          return false;
        }),
    pay: (plan: PlanChoiceInput) =>
      checkout.mutate(plan, {
        onSuccess: ({ url }) => {
          toast({ ...billingText.redirectingToast, variant: 'success' });
          // The payment page may be another origin: a full navigation.
          window.location.assign(url);
        },
        onError: failed,
      }),
    /** Resolves true once cancelled, so the confirmation closes; false when refused (the toast says why). */
    cancel: () =>
      cancel
        .mutateAsync()
        .then((billing) => {
          toast({
            ...billingText.cancelledToast(
              formatMemberDate(billing.subscription?.currentPeriodEnd ?? undefined),
            ),
            variant: 'success',
          });
          return true;
        })
        .catch((error: unknown) => {
          failed(error);
          return false;
        }),
    openPortal: () =>
      portal.mutate(undefined, {
        onSuccess: ({ url }) => {
          toast({ ...billingText.portalToast, variant: 'success' });
          window.location.assign(url);
        },
        onError: failed,
      }),
    resume: () =>
      resume.mutate(undefined, {
        onSuccess: () => toast({ ...billingText.resumedToast, variant: 'success' }),
        onError: failed,
      }),
  };
}
