import type { PlanChoiceInput } from '@commons/core/membership/checkout-schema';
import { ApiError } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useOpenPaymentPortal } from '../api/open-payment-portal.ts';
import { useResumeSubscription } from '../api/resume-subscription.ts';
import { useStartMemberCheckout } from '../api/start-member-checkout.ts';
import { billingText } from '../content.ts';
import { formatMemberDate } from '../member-view.ts';

function errorWords(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : billingText.fallbackError;
}

/**
 * Pay, cancel, resume and open the billing portal from the dashboard, each answered with a toast in
 * words.
 */
export function useBillingActions() {
  const toast = useToast();
  const checkout = useStartMemberCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenPaymentPortal();
  const failed = (error: unknown) =>
    toast({ ...billingText.failedToast(errorWords(error)), variant: 'error' });

  return {
    pending: checkout.isPending || cancel.isPending || resume.isPending || portal.isPending,
    pay: (plan: PlanChoiceInput) =>
      checkout.mutate(plan, {
        onSuccess: ({ url }) => {
          toast({ ...billingText.redirectingToast, variant: 'success' });
          // The payment page may be another origin: a full navigation.
          window.location.assign(url);
        },
        onError: failed,
      }),
    cancel: () =>
      cancel.mutate(undefined, {
        onSuccess: (billing) =>
          toast({
            ...billingText.cancelledToast(
              formatMemberDate(billing.subscription?.currentPeriodEnd ?? undefined),
            ),
            variant: 'success',
          }),
        onError: failed,
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
