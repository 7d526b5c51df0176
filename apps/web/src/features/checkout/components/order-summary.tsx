import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  billingCycles,
  formatUsd,
  priceCents,
  yearlyDiscountPercent,
  type BillingCycle,
  type TierOffer,
} from '@commons/core/members/tiers';
import { usePaymentsSimulated } from '../../../lib/site-settings.ts';
import { checkoutCopy } from '../content.ts';
import { hasBillingCycle } from '../lib/checkout-params.ts';

function priceLabel(offer: TierOffer, cycle: BillingCycle): string {
  const cents = priceCents(offer.pricing, cycle);
  if (!cents) return checkoutCopy.free;
  return `${formatUsd(cents)}${checkoutCopy.perPeriod[cycle]}`;
}

/** The tier, its billing cycle (paid tiers only) and the total, with the payment provider's note. */
export function OrderSummary({
  offer,
  plan,
  onPlanChange,
}: {
  offer: TierOffer;
  plan: BillingCycle;
  onPlanChange: (plan: BillingCycle) => void;
}) {
  const discount = yearlyDiscountPercent(offer.pricing);
  const simulated = usePaymentsSimulated();
  const paymentNote =
    simulated === undefined
      ? checkoutCopy.paymentNote.unknown
      : checkoutCopy.paymentNote[simulated ? 'simulator' : 'stripe'];
  return (
    <Card
      component="aside"
      aria-labelledby="order-summary-title"
      sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography id="order-summary-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {checkoutCopy.summaryTitle}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h4" component="p" sx={{ color: 'primary.main' }}>
            {offer.name}
          </Typography>
          {offer.badge && <Chip label={offer.badge} color="secondary" size="small" />}
        </Stack>
        {offer.audience && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {offer.audience}
          </Typography>
        )}

        {hasBillingCycle(offer) && (
          <FormControl component="fieldset" sx={{ mt: 3, width: '100%' }}>
            <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
              {checkoutCopy.billingCycleLabel}
            </FormLabel>
            <RadioGroup
              name="billing-cycle"
              value={plan}
              onChange={(event) => onPlanChange(event.target.value as BillingCycle)}
            >
              {billingCycles.map((cycle) => (
                <FormControlLabel
                  key={cycle}
                  value={cycle}
                  control={<Radio />}
                  sx={{ mr: 0, py: 0.25 }}
                  label={
                    // Spans: a radio's label is phrasing content.
                    <Stack
                      component="span"
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>
                        {checkoutCopy.cycles[cycle]}: {priceLabel(offer, cycle)}
                      </span>
                      {cycle === 'yearly' && discount > 0 && (
                        <Chip component="span" label={`${discount}% off`} color="accent" size="small" />
                      )}
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}

        <Divider sx={{ my: 3 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600 }}>{checkoutCopy.total}</Typography>
          <Typography variant="h5" component="p" data-testid="order-total">
            {priceLabel(offer, plan)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 3, alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" data-testid="payment-note">
            {paymentNote}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
