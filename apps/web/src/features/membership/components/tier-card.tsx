import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  formatUsd,
  priceCents,
  yearlyDiscountPercent,
  type BillingCycle,
  type TierOffer,
} from '@commons/core/members/tiers';
import { Link as RouterLink } from 'react-router-dom';
import type { TierContent } from '../content/tier-features.ts';

/** Where a tier's button leads: enterprise talks to the partnerships team; the rest check out. */
export function tierDestination(offer: TierOffer, cycle: BillingCycle): string {
  if (offer.pricing.kind === 'on-request') return '/partnership';
  return `/checkout?${new URLSearchParams({ tier: offer.id, plan: cycle }).toString()}`;
}

function Price({ offer, cycle }: { offer: TierOffer; cycle: BillingCycle }) {
  const { pricing } = offer;
  const amount = priceCents(pricing, cycle);
  const bigNumber = {
    fontFamily: 'inherit',
    fontSize: { xs: '2.25rem', md: '2.5rem' },
    fontWeight: 800,
    lineHeight: 1.1,
    color: 'primary.main',
    letterSpacing: '-0.02em',
  } as const;

  if (pricing.kind === 'on-request' || amount === null) {
    return (
      <Box>
        <Typography component="p" sx={{ ...bigNumber, fontSize: { xs: '1.75rem', md: '1.9rem' }, py: 0.5 }}>
          Custom pricing
        </Typography>
        <Typography variant="body2" color="text.secondary">
          On request, tailored to your organisation
        </Typography>
      </Box>
    );
  }
  if (pricing.kind === 'free') {
    return (
      <Box>
        <Typography component="p" sx={bigNumber}>
          Free
        </Typography>
        <Typography variant="body2" color="text.secondary">
          No card needed, forever
        </Typography>
      </Box>
    );
  }
  const discount = yearlyDiscountPercent(pricing);
  const other: BillingCycle = cycle === 'monthly' ? 'yearly' : 'monthly';
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography component="p" sx={bigNumber}>
          {formatUsd(amount)}
        </Typography>
        <Typography component="span" color="text.secondary">
          {cycle === 'monthly' ? '/month' : '/year'}
        </Typography>
        {cycle === 'yearly' && discount > 0 && (
          <Chip label={`${discount}% off`} size="small" color="accent" sx={{ alignSelf: 'center' }} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        or {formatUsd(priceCents(pricing, other) ?? 0)}
        {other === 'monthly' ? '/month billed monthly' : '/year billed yearly'}
        {other === 'yearly' && discount > 0 ? ` (${discount}% off)` : ''}
      </Typography>
    </Box>
  );
}

export interface TierCardProps {
  offer: TierOffer;
  content: TierContent;
  cycle: BillingCycle;
  /** Published members-only articles the tier opens (counted from their visibility); 0 says nothing. */
  membersOnlyArticles?: number;
}

/** One tier of /membership: name, badges, price for the chosen cycle, features and the way in. */
export function TierCard({ offer, content, cycle, membersOnlyArticles = 0 }: TierCardProps) {
  const features =
    membersOnlyArticles > 0
      ? [
          ...content.features,
          `${membersOnlyArticles} members-only ${membersOnlyArticles === 1 ? 'article' : 'articles'} in the Knowledge Hub`,
        ]
      : content.features;
  const highlighted = offer.badge === 'Most Popular';
  const titleId = `tier-${offer.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'visible',
        bgcolor: 'background.paper',
        ...(highlighted && {
          border: 2,
          borderColor: 'primary.main',
          boxShadow: '0 18px 40px -24px rgba(11, 37, 69, 0.55)',
        }),
      }}
    >
      {offer.badge && (
        <Chip
          label={offer.badge}
          color={highlighted ? 'primary' : 'secondary'}
          size="small"
          sx={{ position: 'absolute', top: -13, left: 24, fontWeight: 700, px: 0.5 }}
        />
      )}
      <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ color: 'primary.main' }}>
            {offer.name}
          </Typography>
          {offer.audience && <Chip label={offer.audience} size="small" variant="outlined" color="accent" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3, minHeight: { md: 44 } }}>
          {content.summary}
        </Typography>
        <Box sx={{ mb: 3, minHeight: { md: 76 } }}>
          <Price offer={offer} cycle={cycle} />
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 4,
            display: 'grid',
            gap: 1.25,
            flexGrow: 1,
            alignContent: 'start',
          }}
        >
          {features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <CheckIcon sx={{ fontSize: 20, color: 'accent.main', mt: '2px' }} aria-hidden="true" />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
        <Button
          component={RouterLink}
          to={tierDestination(offer, cycle)}
          variant={highlighted ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          aria-describedby={titleId}
        >
          {content.cta}
        </Button>
      </CardContent>
    </Card>
  );
}
