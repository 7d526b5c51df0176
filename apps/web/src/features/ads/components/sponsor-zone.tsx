import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { adSlotSizes, type AdSlotId } from '@commons/core/ads/ad-campaign';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { useAdSlot } from '../api/ad-slot.ts';
import { sponsorZoneCopy } from '../content.ts';
import { AdCreative } from './ad-slot.tsx';

/**
 * A sponsor zone of a public page. The server renders the labelled zone and its box at the slot's
 * shape, empty, the same for everyone: the page is kept and shared (see the server's page cache),
 * so no visitor's draw may be in it. Once the browser runs the page, it asks for the slot with the
 * page's category (and a signed-in member's tier) and fills the box: an ad, or the invitation to
 * sponsor. The box never changes size, so nothing below it moves. The "Sponsored" mark shows over
 * an ad only: the invitation is the site's own, and the mark's line is kept either way.
 */
export function SponsorZone({ slot, category }: { slot: AdSlotId; category?: string | null }) {
  const hydrated = useHydrated();
  const member = useStoredMember();
  const frame = adSlotSizes[slot];
  const { data, isPending } = useAdSlot(
    { slot, category, tier: hydrated ? member?.membershipTier : undefined },
    { enabled: hydrated },
  );
  const ad = data?.ad;
  return (
    <Box
      component="aside"
      aria-label={sponsorZoneCopy.label}
      data-ad-zone={slot}
      sx={{ width: '100%', maxWidth: frame.width, mx: 'auto' }}
    >
      <Typography
        variant="caption"
        component="p"
        sx={{
          m: 0,
          mb: 0.5,
          lineHeight: '20px',
          height: 20,
          fontWeight: 600,
          color: 'text.secondary',
          visibility: ad ? 'visible' : 'hidden',
        }}
      >
        {sponsorZoneCopy.label}
      </Typography>
      <Box
        data-testid="sponsor-zone-box"
        data-width={frame.width}
        data-height={frame.height}
        sx={{
          width: '100%',
          aspectRatio: `${frame.width} / ${frame.height}`,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        {ad ? (
          <AdCreative key={ad.id} ad={ad} frame={frame} />
        ) : hydrated && !isPending ? (
          <HouseAd wide={frame.width / frame.height > 3} />
        ) : null}
      </Box>
    </Box>
  );
}

/** The zone's own invitation, inside the same box, when no campaign fills it. */
function HouseAd({ wide }: { wide: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={sponsorZoneCopy.houseLink}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: wide ? 2 : 1,
        px: 2,
        textAlign: 'center',
        textDecoration: 'none',
        color: 'primary.main',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.85rem', sm: '1rem' } }}>
        {sponsorZoneCopy.houseHeading}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        sx={{ color: 'text.secondary', display: { xs: wide ? 'none' : 'block', sm: 'block' } }}
      >
        {sponsorZoneCopy.houseText}
      </Typography>
    </Box>
  );
}
