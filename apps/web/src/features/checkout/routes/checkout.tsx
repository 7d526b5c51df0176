import { Box, Container, Typography } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { BillingCycle, TierOffer } from '@commons/core/members/tiers';
import { InvalidTier } from '../components/invalid-tier.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentCancelledCard, PaymentCancelledNotice } from '../components/payment-cancelled.tsx';
import { SignUpForm } from '../components/sign-up-form.tsx';
import { checkoutCopy } from '../content.ts';
import { useCheckoutSubmit, type SignUpTier } from '../hooks/use-checkout-submit.ts';
import { useCheckoutPayer } from '../lib/checkout-email.ts';
import { readCheckoutParams, type CheckoutParams } from '../lib/checkout-params.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const checkoutTitle = checkoutCopy.title;

/** Spec sections 2 and 4: /checkout?tier=..&plan=..&email=..&name=.. */
export default function CheckoutPage() {
  useDocumentTitle(checkoutTitle);
  const [search, setSearch] = useSearchParams();
  const params = readCheckoutParams(search);
  if (!params.offer) return <InvalidTier />;
  // Enterprise partnerships are arranged on request, never paid here.
  if (params.offer.id === 'enterprise') return <Navigate to="/partnership" replace />;

  const changePlan = (plan: BillingCycle) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('plan', plan);
        return next;
      },
      { replace: true },
    );
  return (
    <Checkout
      key={params.offer.id}
      offer={params.offer as TierOffer & { id: SignUpTier }}
      params={params}
      paymentCancelled={search.get('payment') === 'cancelled'}
      onPlanChange={changePlan}
    />
  );
}

function Checkout({
  offer,
  params,
  paymentCancelled,
  onPlanChange,
}: {
  offer: TierOffer & { id: SignUpTier };
  params: CheckoutParams;
  /** Back from the payment page's Cancel: the account exists already. */
  paymentCancelled: boolean;
  onPlanChange: (plan: BillingCycle) => void;
}) {
  const free = offer.pricing.kind === 'free';
  const { submit, payAgain, continueFree, pending, redirecting } = useCheckoutSubmit(
    offer.id,
    free,
    params.plan,
  );
  const payer = useCheckoutPayer();
  const cancelledByPayer = paymentCancelled && !free && payer !== null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {checkoutCopy.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 5 } }}>
        {checkoutCopy.intro}
      </Typography>
      {/* The summary comes first in the HTML and each part has its grid cell on a wide screen: the
          browser may paint a page it is still parsing, and a summary that CSS moved above the form
          after the form had been painted pushed the form down (a layout shift of 0.3). */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <OrderSummary offer={offer} plan={params.plan} onPlanChange={onPlanChange} />
        </Box>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          {cancelledByPayer ? (
            <PaymentCancelledCard
              email={payer.email}
              tierName={offer.name}
              busy={pending || redirecting}
              onPay={() => void payAgain(payer)}
              onContinueFree={() => void continueFree(payer.email)}
            />
          ) : (
            <>
              {paymentCancelled && !free && <PaymentCancelledNotice />}
              <SignUpForm
                defaults={{ email: params.email, firstName: params.firstName, lastName: params.lastName }}
                free={free}
                busy={pending || redirecting}
                busyLabel={redirecting ? checkoutCopy.redirecting : checkoutCopy.submit.pending}
                onSubmit={submit}
              />
            </>
          )}
        </Box>
      </Box>
    </Container>
  );
}

/** A step of signing up: nothing for search engines. */
export const meta: MetaFunction = () => ({
  title: checkoutTitle,
  description: 'Create your account and start your membership.',
  noindex: true,
});
