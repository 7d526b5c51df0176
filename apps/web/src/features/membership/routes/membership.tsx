import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Box, Button, Container, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {
  accountTiers,
  tierOffers,
  yearlyDiscountPercent,
  type AccountTier,
  type BillingCycle,
} from '@commons/core/members/tiers';
import { useState } from 'react';
import { Link as RouterLink, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHero, sectionPaddingY } from '../../../components/page-blocks.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { membersOnlyCount, prefetchArticles, useArticles } from '../../knowledge/index.ts';
import { TierCard } from '../components/tier-card.tsx';
import { membershipPage, tierContent } from '../content/tier-features.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';

/** The best yearly saving of any tier, for the toggle's label (derived, never typed). */
const bestYearlyDiscount = Math.max(...tierOffers.map((offer) => yearlyDiscountPercent(offer.pricing)));

/** The published list, so each tier card says how many members-only articles the tier opens. */
export async function loader({ context }: LoaderFunctionArgs) {
  await prefetchArticles(context);
  return null;
}

const isAccountTier = (id: string): id is AccountTier => (accountTiers as readonly string[]).includes(id);

/** /membership: the six tiers with their prices, what each unlocks, and the way to each. */
export default function MembershipPage() {
  useDocumentTitle('Membership');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const articles = useArticles().data ?? [];

  return (
    <>
      <PageHero
        compact
        eyebrow={membershipPage.eyebrow}
        title={membershipPage.title}
        lead={membershipPage.lead}
      />
      <Box
        component="section"
        aria-label="Membership tiers"
        sx={{ py: sectionPaddingY, bgcolor: 'background.default' }}
      >
        <Container>
          <Stack spacing={2.5} sx={{ alignItems: 'center', mb: { xs: 5, md: 7 } }}>
            <ToggleButtonGroup
              exclusive
              value={cycle}
              onChange={(_event, value: BillingCycle | null) => value && setCycle(value)}
              aria-label="Billing cycle"
              sx={{
                bgcolor: 'background.paper',
                borderRadius: 999,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                '& .MuiToggleButton-root': {
                  border: 0,
                  borderRadius: '999px !important',
                  px: { xs: 2.5, sm: 3.5 },
                  py: 1,
                  textTransform: 'none',
                  fontWeight: 600,
                  color: 'text.secondary',
                },
                '& .MuiToggleButton-root.Mui-selected': {
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  '&:hover': { bgcolor: 'primary.light' },
                },
              }}
            >
              <ToggleButton value="monthly">Monthly</ToggleButton>
              <ToggleButton value="yearly">
                Yearly
                <Box
                  component="span"
                  sx={{
                    ml: 1,
                    px: 1,
                    py: 0.25,
                    borderRadius: 999,
                    fontSize: 12,
                    fontWeight: 700,
                    bgcolor: 'secondary.main',
                    color: 'primary.main',
                  }}
                >
                  Save {bestYearlyDiscount}%
                </Box>
              </ToggleButton>
            </ToggleButtonGroup>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', color: 'secondary.dark', textAlign: 'center' }}
            >
              <CardGiftcardIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {membershipPage.merchNote}
              </Typography>
            </Stack>
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 3 },
              rowGap: { xs: 4, md: 5 },
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {tierOffers.map((offer) => (
              <TierCard
                key={offer.id}
                offer={offer}
                content={tierContent[offer.id]}
                cycle={cycle}
                membersOnlyArticles={isAccountTier(offer.id) ? membersOnlyCount(articles, offer.id) : 0}
              />
            ))}
          </Box>
          <Box
            className="on-dark"
            sx={{
              mt: { xs: 6, md: 8 },
              p: { xs: 3, md: 5 },
              borderRadius: 2,
              color: 'common.white',
              background: (theme) =>
                `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              gap: 3,
              alignItems: { md: 'center' },
              justifyContent: 'space-between',
            }}
          >
            <Box>
              <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
                {membershipPage.f100.title}
              </Typography>
              <Typography sx={{ color: alpha('#ffffff', 0.85) }}>{membershipPage.f100.text}</Typography>
            </Box>
            <Button
              component={RouterLink}
              to="/f100"
              variant="contained"
              color="secondary"
              size="large"
              sx={{ flexShrink: 0 }}
            >
              {membershipPage.f100.cta}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}

export const meta: MetaFunction = () => ({ title: 'Membership', description: membershipPage.lead });
