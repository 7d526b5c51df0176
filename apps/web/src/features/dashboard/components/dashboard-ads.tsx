import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdSlotId } from '@commons/core/ads/ad-campaign';
import { AdSlot, useAdSlot } from '../../ads/index.ts';
import { adCountry, dashboardText } from '../content.ts';
import type { DashboardMemberView } from '../member-view.ts';

const slots: readonly { slot: AdSlotId; label: string; community?: boolean }[] = [
  { slot: 'dashboard-primary', label: dashboardText.sponsored },
  { slot: 'dashboard-secondary', label: dashboardText.sponsored },
  { slot: 'dashboard-community', label: dashboardText.communityPartners, community: true },
  { slot: 'dashboard-footer', label: dashboardText.sponsored },
];

/** One slot with its label; nothing at all (label included) when the slot has no ad. */
function LabelledAd({
  slot,
  label,
  tier,
  sector,
}: {
  slot: AdSlotId;
  label: string;
  tier: string | null;
  sector: string | null;
}) {
  const targeting = { slot, tier, sector, country: adCountry };
  // Same query as AdSlot's own (one cached request): only used to hide the label without an ad.
  const { data } = useAdSlot(targeting);
  if (!data?.ad) return null;
  return (
    <Box data-slot={slot}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <AdSlot {...targeting} size="sidebar" />
    </Box>
  );
}

/**
 * The dashboard's four sponsored slots, targeted by the member's tier, sector (their organization;
 * 'community' for the community slot) and country NG, at the sidebar size (280x200).
 */
export function DashboardAds({ view }: { view: DashboardMemberView }) {
  return (
    <Stack
      component="aside"
      aria-label="Sponsored"
      spacing={3}
      sx={{ '&:not(:has(a))': { display: 'none' } }}
    >
      {slots.map(({ slot, label, community }) => (
        <LabelledAd
          key={slot}
          slot={slot}
          label={label}
          tier={view.tier}
          sector={community ? 'community' : view.organization}
        />
      ))}
    </Stack>
  );
}
