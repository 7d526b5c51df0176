import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { type CommunityOffer, type FeaturedOpportunity } from '../content.ts';

/** Join goes to the community's page; a community with nothing to join yet has no Join button. */
export function CommunityItem({
  community,
  headingLevel,
}: {
  community: CommunityOffer;
  headingLevel: 'h3' | 'h4';
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component={headingLevel} sx={{ fontWeight: 700 }}>
          {community.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {community.description}
        </Typography>
      </Box>
      {community.joinTo && (
        <Button
          component={RouterLink}
          to={community.joinTo}
          variant="contained"
          size="small"
          aria-label={`Join ${community.name}`}
        >
          Join
        </Button>
      )}
    </Paper>
  );
}

/** A featured opportunity, with Learn More to the page that tells more (in the full section). */
export function OpportunityItem({
  opportunity,
  headingLevel,
  withLearnMore = false,
}: {
  opportunity: FeaturedOpportunity;
  headingLevel: 'h3' | 'h4';
  withLearnMore?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography component={headingLevel} sx={{ fontWeight: 700 }}>
          {opportunity.title}
        </Typography>
        <Chip
          label={opportunity.tag}
          size="small"
          color={opportunity.tag === 'New' ? 'secondary' : 'accent'}
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'accent.dark' }}>
        {opportunity.highlight}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {opportunity.description}
      </Typography>
      {withLearnMore && (
        <Stack direction="row" sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={opportunity.learnMoreTo}
            size="small"
            aria-label={`Learn more about ${opportunity.title}`}
          >
            Learn More
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
