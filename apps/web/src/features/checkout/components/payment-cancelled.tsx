import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { checkoutCopy } from '../content.ts';

/**
 * Back from the payment page without paying, in the tab that signed up: the account exists and a
 * code was sent, so instead of an empty sign-up form the member chooses to pay now, or to continue
 * with the free Explorer tier (and upgrade later from the dashboard).
 */
export function PaymentCancelledCard({
  email,
  tierName,
  busy,
  onPay,
  onContinueFree,
}: {
  email: string;
  tierName: string;
  busy: boolean;
  onPay: () => void;
  onContinueFree: () => void;
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
            {words.pay(tierName)}
          </Button>
          <Button variant="outlined" size="large" disabled={busy} onClick={onContinueFree}>
            {words.continueFree}
          </Button>
        </Stack>
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
