import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Card, CardContent, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { findTierOffer } from '@commons/core/members/tiers';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { paymentSuccessCopy } from '../content.ts';
import { useCheckoutEmail } from '../lib/checkout-email.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const paymentSuccessTitle = 'Payment Successful';

/** Spec section 2: /payment-success?tier=.. (default builder). */
export default function PaymentSuccessPage() {
  useDocumentTitle(paymentSuccessTitle);
  const [search] = useSearchParams();
  const storedMember = useStoredMember();
  const offer = findTierOffer(search.get('tier') ?? 'builder') ?? findTierOffer('builder')!;
  const free = offer.pricing.kind === 'free';
  // A signed-in member paid from the dashboard (the server's return path says so): no sign-up steps.
  const paidFrom = free ? null : (['upgrade', 'member'] as const).find((kind) => kind === search.get('for'));
  const wording = free
    ? paymentSuccessCopy.free
    : paidFrom
      ? paymentSuccessCopy[paidFrom]
      : paymentSuccessCopy.paid;
  const rememberedEmail = useCheckoutEmail();
  const email = search.get('email') ?? rememberedEmail ?? storedMember?.email ?? null;
  const verifyHref = email ? `/verify-email?${new URLSearchParams({ email })}` : '/verify-email';
  const steps = paymentSuccessCopy.nextSteps;
  // A signed-in member paying later has verified already: no code is on its way.
  const verified = storedMember?.emailVerified && storedMember.email === email ? email : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Box sx={{ textAlign: 'center', mb: 4 }}>
            <CheckCircleOutline sx={{ fontSize: 64, color: 'success.main' }} aria-hidden />
            <Typography variant="h3" component="h1" sx={{ mt: 1, mb: 2 }}>
              {wording.title}
            </Typography>
            <Typography color="text.secondary">{wording.description(offer.name)}</Typography>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {paymentSuccessCopy.nextStepsTitle}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, mb: 4, '& li': { mb: 1.5 } }}>
            {paidFrom ? (
              <>
                <li>
                  <Typography>{paymentSuccessCopy.memberSteps.receipt}</Typography>
                </li>
                <li>
                  <Typography>
                    {paymentSuccessCopy.memberSteps.dashboard}{' '}
                    <Link component={RouterLink} to="/dashboard#payment" underline="always">
                      {paymentSuccessCopy.memberSteps.dashboardLink}
                    </Link>
                  </Typography>
                </li>
              </>
            ) : verified ? (
              <li>
                <Typography>{steps.alreadyVerified(verified)}</Typography>
              </li>
            ) : (
              <>
                <li>
                  <Typography>{steps.checkEmail}</Typography>
                </li>
                <li>
                  <Typography>
                    {steps.verify}{' '}
                    <Link component={RouterLink} to={verifyHref} underline="always">
                      {steps.verifyLink}
                    </Link>
                  </Typography>
                </li>
              </>
            )}
            {!paidFrom && (
              <li>
                <Typography>{steps.dashboard}</Typography>
              </li>
            )}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to="/" variant="outlined" size="large" fullWidth>
              {paymentSuccessCopy.home}
            </Button>
            <Button component={RouterLink} to="/knowledge" variant="contained" size="large" fullWidth>
              {paymentSuccessCopy.knowledge}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}

/** A step of signing up: nothing for search engines. */
export const meta: MetaFunction = () => ({
  title: paymentSuccessTitle,
  description: 'Your membership payment went through.',
  noindex: true,
});
