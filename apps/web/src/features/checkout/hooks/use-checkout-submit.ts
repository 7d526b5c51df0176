import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignUp } from '@commons/core/accounts/schemas';
import type { BillingCycle } from '@commons/core/members/tiers';
import { useToast } from '../../../lib/toast.tsx';
import { rememberCodeExpiry } from '../../auth/index.ts';
import { useRegisterMember } from '../api/register-member.ts';
import { useContinueFree } from '../api/continue-free.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { checkoutToasts } from '../content.ts';
import { checkoutFailedToast, isEmailTaken, registrationFailedToast } from '../lib/registration-errors.ts';
import { rememberCheckoutEmail } from '../lib/checkout-email.ts';
import { goToPaymentPage } from '../lib/go-to-payment-page.ts';

/** Spec section 9: the toast shows for 2 seconds before the browser goes to the payment page. */
export const paymentRedirectDelayMs = 2000;

export type SignUpTier = SignUp['membershipTier'];
export type SignUpFormValues = Omit<SignUp, 'membershipTier' | 'billingCycle'>;

/**
 * The checkout flow of spec section 4: create the account; explorer then verifies the e-mail, paid
 * tiers start a hosted checkout and the browser follows it after the toast. A member who left
 * the payment page and comes back has an unpaid account already: their checkout simply restarts.
 */
export function useCheckoutSubmit(tier: SignUpTier, free: boolean, plan: BillingCycle) {
  const toast = useToast();
  const navigate = useNavigate();
  const register = useRegisterMember();
  const checkout = useStartCheckout();
  const freeTier = useContinueFree();
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!paymentUrl) return;
    const timer = setTimeout(() => goToPaymentPage(paymentUrl), paymentRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [paymentUrl]);

  const submit = async (values: SignUpFormValues) => {
    /** Set when the account exists already: the refusal to show if it cannot pay again either. */
    let existingAccount: unknown = null;
    try {
      const registered = await register.mutateAsync({
        ...values,
        membershipTier: tier,
        billingCycle: free ? null : plan,
        membershipStatus: 'pending',
        paymentStatus: free ? 'paid' : 'unpaid',
      });
      rememberCodeExpiry(registered.email, registered.codeExpiresAt);
    } catch (error) {
      if (free || !isEmailTaken(error)) {
        toast(registrationFailedToast(error));
        return;
      }
      existingAccount = error;
    }
    if (free) {
      toast({ ...checkoutToasts.registered, variant: 'success' });
      navigate(`/verify-email?${new URLSearchParams({ email: values.email })}`);
      return;
    }
    try {
      const payer = { email: values.email, name: `${values.firstName} ${values.lastName}`.trim() };
      const started = await checkout.mutateAsync({ tier, ...payer, planType: plan });
      rememberCheckoutEmail(payer.email, payer.name);
      const startedToast = existingAccount ? checkoutToasts.checkoutResumed : checkoutToasts.checkoutStarted;
      toast({ ...startedToast, variant: 'success' });
      setPaymentUrl(started.url);
    } catch (error) {
      // An existing account that cannot pay again (already paid) is a plain duplicate sign-up.
      toast(existingAccount ? registrationFailedToast(existingAccount) : checkoutFailedToast(error));
    }
  };

  /** Pays again for the account this tab just created, after Cancel on the payment page. */
  const payAgain = async (payer: { email: string; name: string }) => {
    try {
      const started = await checkout.mutateAsync({ tier, ...payer, planType: plan });
      toast({ ...checkoutToasts.checkoutResumed, variant: 'success' });
      setPaymentUrl(started.url);
    } catch (error) {
      toast(checkoutFailedToast(error));
    }
  };

  /** Takes the free tier instead, after Cancel on the payment page; then the e-mail's code. */
  const continueFree = async (email: string) => {
    try {
      await freeTier.mutateAsync({ email });
      toast({ ...checkoutToasts.continuedFree, variant: 'success' });
      navigate(`/verify-email?${new URLSearchParams({ email })}`);
    } catch (error) {
      toast(checkoutFailedToast(error));
    }
  };

  return {
    submit,
    payAgain,
    continueFree,
    pending: register.isPending || checkout.isPending || freeTier.isPending,
    redirecting: paymentUrl !== null,
  };
}
