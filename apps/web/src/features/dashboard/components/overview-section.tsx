import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  communities,
  dashboardCounters,
  featuredOpportunities,
  quickActions,
  upgradePath,
  type QuickAction,
} from '../content.ts';
import type { SerializedBilling } from '../api/billing.ts';
import type { DashboardMemberView } from '../member-view.ts';
import { AutoRenewalChip, billingDetails } from './detail-sections.tsx';
import { CommunityItem, OpportunityItem } from './offers.tsx';
import { Counters, DashboardSection, InfoList, Panel } from './panel.tsx';
import { StatCard } from './stat-card.tsx';

const quickActionIcons: Record<QuickAction['icon'], typeof AutoStoriesIcon> = {
  knowledge: AutoStoriesIcon,
  f100: EmojiEventsIcon,
  membership: WorkspacePremiumIcon,
  support: SupportAgentIcon,
};

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};

export function OverviewSection({
  view,
  billing,
}: {
  view: DashboardMemberView;
  billing: SerializedBilling | null;
}) {
  const { plan, cycle, renews } = billingDetails(view, billing);
  return (
    <DashboardSection id="overview" title="Overview">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <StatCard
          testId="stat-tier"
          label="Membership Tier"
          value={view.tierLabel}
          note={`${view.sinceLabel} ${view.memberSince}`}
          icon={<WorkspacePremiumIcon />}
        />
        <StatCard
          testId="stat-payment"
          label="Payment Status"
          value={view.paymentLabel}
          note={view.billingNote}
          icon={<CreditCardIcon />}
        />
        <StatCard
          testId="stat-community"
          label="Community Activity"
          value={dashboardCounters.communityActivity}
          note="Communities joined"
          icon={<GroupsIcon />}
        />
        <StatCard
          testId="stat-opportunities"
          label="Opportunities"
          value={dashboardCounters.trackedOpportunities}
          note="Tracked opportunities"
          icon={<TrendingUpIcon />}
        />
      </Box>

      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1.5 }}>
        Quick Actions
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {quickActions.map((action) => {
          const Icon = quickActionIcons[action.icon];
          return (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              color="primary"
              startIcon={<Icon />}
              endIcon={<ArrowForwardIcon fontSize="small" />}
              data-testid="quick-action"
              sx={{
                // A card-like block, not the theme's pill: its two lines need room at each end.
                borderRadius: 2,
                justifyContent: 'flex-start',
                textAlign: 'left',
                minHeight: 64,
                py: 1.5,
                px: 2.25,
                gap: 0.5,
                bgcolor: 'background.paper',
                '& .MuiButton-startIcon': { ml: 0, mr: 1.25 },
                '& .MuiButton-endIcon': { ml: 'auto', pl: 1 },
              }}
            >
              <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {action.label}
                </Box>
                <Box
                  component="span"
                  sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 400, color: 'text.secondary' }}
                >
                  {action.description}
                </Box>
              </Box>
            </Button>
          );
        })}
      </Box>

      <Box sx={{ ...twoColumns, mt: 4 }}>
        <Panel title="Membership Details" icon={<WorkspacePremiumIcon />}>
          <InfoList
            items={[
              { label: 'Membership ID', value: view.membershipId },
              { label: 'Current Tier', value: view.tierLabel },
              { label: 'Status', value: view.statusLabel },
              { label: 'Member Since', value: view.memberSince },
            ]}
          />
          {view.upgradeOffers.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 2 }} data-testid="panel-upgrades">
              {view.upgradeOffers.map((offer) => (
                <Button
                  key={offer.tier}
                  component={RouterLink}
                  to={upgradePath}
                  variant="contained"
                  size="small"
                  sx={{ flex: 1 }}
                >
                  Upgrade to {offer.name}
                </Button>
              ))}
            </Stack>
          )}
        </Panel>

        <Panel title="Payment" icon={<CreditCardIcon />}>
          <InfoList
            items={[
              { label: 'Plan', value: plan },
              { label: 'Payment Status', value: view.paymentLabel },
              ...(cycle === null ? [] : [{ label: 'Billing Cycle', value: cycle }]),
              ...(renews === null
                ? []
                : [{ label: 'Auto-Renewal', value: <AutoRenewalChip renews={renews} /> }]),
            ]}
          />
        </Panel>

        <Panel title="Community" icon={<GroupsIcon />}>
          <Counters
            items={[
              { value: dashboardCounters.communitiesJoined, label: 'Communities joined' },
              { value: dashboardCounters.eventsAttended, label: 'Events attended' },
            ]}
          />
          <Stack spacing={1.5}>
            {communities.map((community) => (
              <CommunityItem key={community.id} community={community} headingLevel="h4" />
            ))}
          </Stack>
        </Panel>

        <Panel title="Opportunities" icon={<TrendingUpIcon />}>
          <Counters
            items={[
              { value: dashboardCounters.trackedOpportunities, label: 'Tracked' },
              { value: dashboardCounters.availableOpportunities, label: 'Available' },
            ]}
          />
          <Stack spacing={1.5}>
            {featuredOpportunities.map((opportunity) => (
              <OpportunityItem key={opportunity.id} opportunity={opportunity} headingLevel="h4" />
            ))}
          </Stack>
        </Panel>
      </Box>
    </DashboardSection>
  );
}
