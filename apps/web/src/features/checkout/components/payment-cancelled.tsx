import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { checkoutCopy } from '../content.ts';

/**
 * Back from the payment page without paying, in the tab that signed up: the account exists and a
 * code was sent, so instead of an empty sign-up form the member chooses to pay now, or to go on
 * without paying (verify the e-mail, and pay later from the dashboard).
 */
export function PaymentCancelledCard({
  email,
  tierName,
  busy,
  onPay,
}: {
  email: string;
  tierName: string;
  busy: boolean;
  onPay: () => void;
}) {
  const words = checkoutCopy.paymentCancelled;
  return (
    <Card data-testid="payment-cancelled">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <MarkEmailReadOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {words.title}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {words.codeSent}{' '}
          <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Box>
          .
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {words.notPaid(tierName)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" disabled={busy} onClick={onPay}>
            {busy ? checkoutCopy.redirecting : words.pay(tierName)}
          </Button>
          <Button
            component={RouterLink}
            to={`/verify-email?${new URLSearchParams({ email })}`}
            variant="outlined"
            size="large"
          >
            {words.continueUnpaid}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {words.later}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The same news when this tab does not know who signed up: the form then starts the payment again. */
export function PaymentCancelledNotice() {
  const words = checkoutCopy.paymentCancelled;
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="payment-cancelled">
      <AlertTitle>{words.title}</AlertTitle>
      {words.unknownPayer}
    </Alert>
  );
}
