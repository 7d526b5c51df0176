import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { priceCatalogue } from '@commons/core/membership/price-catalogue';
import {
  billingCycles,
  formatUsd,
  type BillingCycle,
  type SubscriptionTierId,
} from '@commons/core/members/tiers';
import { billingText } from '../content.ts';

export interface ChangePlanDialogProps {
  open: boolean;
  current: { tier: string | null; planType: BillingCycle | null };
  pending: boolean;
  onClose: () => void;
  /** Resolves true when the plan changed (the dialog then closes). */
  onChange: (plan: { tier: SubscriptionTierId; planType: BillingCycle }) => Promise<boolean>;
}

const tiers = [...new Set(priceCatalogue.map((price) => price.tier))];
const priceOf = (tier: SubscriptionTierId, cycle: BillingCycle) =>
  priceCatalogue.find((price) => price.tier === tier && price.billingCycle === cycle)!;

/** Choose a tier and a cycle; the member's own plan is not offered. */
export function ChangePlanDialog({ open, current, pending, onClose, onChange }: ChangePlanDialogProps) {
  const [cycle, setCycle] = useState<BillingCycle>(current.planType ?? 'monthly');
  const [tier, setTier] = useState<SubscriptionTierId | ''>('');
  const isCurrent = (candidate: SubscriptionTierId) =>
    candidate === current.tier && cycle === current.planType;
  const chosen = tier && !isCurrent(tier) ? tier : '';

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-plan-title">
      <DialogTitle id="change-plan-title">{billingText.changePlanTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {billingText.changePlanHint}
        </Typography>
        <FormLabel id="change-plan-cycle">Billing cycle</FormLabel>
        <RadioGroup
          row
          aria-labelledby="change-plan-cycle"
          value={cycle}
          onChange={(event) => setCycle(event.target.value as BillingCycle)}
        >
          {billingCycles.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={option === 'yearly' ? 'Yearly' : 'Monthly'}
            />
          ))}
        </RadioGroup>
        <FormLabel id="change-plan-tier" sx={{ display: 'block', mt: 2 }}>
          Membership
        </FormLabel>
        <RadioGroup
          aria-labelledby="change-plan-tier"
          value={chosen}
          onChange={(event) => setTier(event.target.value as SubscriptionTierId)}
        >
          {tiers
            .filter((option) => !isCurrent(option))
            .map((option) => {
              const price = priceOf(option, cycle);
              return (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={`${price.productName.replace(/ membership$/, '')} · ${formatUsd(price.amountCents)} / ${cycle === 'yearly' ? 'year' : 'month'}`}
                />
              );
            })}
        </RadioGroup>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {billingText.enterpriseHint}{' '}
          <Link component={RouterLink} to="/partnership">
            Enterprise Partner
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={!chosen || pending}
          onClick={() => {
            if (!chosen) return;
            void onChange({ tier: chosen, planType: cycle }).then((changed) => changed && onClose());
          }}
        >
          {billingText.changePlan}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
