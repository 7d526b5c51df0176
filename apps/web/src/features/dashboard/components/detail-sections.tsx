import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/TaskAlt';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  communities,
  dashboardCounters,
  dashboardText,
  featuredOpportunities,
  upgradeOffers,
  upgradePath,
} from '../content.ts';
import type { DashboardMemberView } from '../member-view.ts';
import { CommunityItem, OpportunityItem } from './offers.tsx';
import { Counters, DashboardSection, InfoList, Panel } from './panel.tsx';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};

export function MembershipSection({ view }: { view: DashboardMemberView }) {
  return (
    <DashboardSection id="membership" title="Membership" subtitle="Your membership and what comes next.">
      <Box sx={twoColumns}>
        <Panel title="Your Membership" icon={<WorkspacePremiumIcon />}>
          <InfoList
            items={[
              { label: 'Current Tier', value: view.tierLabel },
              { label: 'Status', value: view.statusLabel },
              { label: 'Payment Status', value: view.paymentLabel },
              { label: 'Member Since', value: view.memberSince },
            ]}
          />
        </Panel>
        {view.showsUpgrades && (
          <Stack spacing={2} data-testid="upgrade-cards">
            {upgradeOffers.map((offer) => (
              <Paper
                key={offer.tier}
                variant="outlined"
                sx={{ p: 2.5, borderColor: 'primary.light', flex: 1 }}
              >
                <Typography variant="overline" color="accent.dark" component="p">
                  {offer.benefit}
                </Typography>
                <Typography variant="h6" component="h3">
                  Upgrade to {offer.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                  {offer.description}
                </Typography>
                <Button component={RouterLink} to={upgradePath} variant="contained" size="small">
                  Explore {offer.name}
                </Button>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </DashboardSection>
  );
}

export function PaymentSection({ view }: { view: DashboardMemberView }) {
  return (
    <DashboardSection id="payment" title="Payment" subtitle="Your plan and billing.">
      <Box sx={twoColumns}>
        <Panel title="Billing Details" icon={<CreditCardIcon />}>
          <InfoList
            items={[
              { label: 'Plan', value: view.tierLabel },
              { label: 'Status', value: view.paymentLabel },
              { label: 'Next Billing', value: view.nextBilling },
              {
                label: 'Auto-Renewal',
                value: <Chip label={dashboardText.comingSoon} size="small" variant="outlined" />,
                note: dashboardText.autoRenewalSectionNote,
              },
            ]}
          />
        </Panel>
        <Panel
          title="Payment Method"
          subtitle={dashboardText.paymentMethodNote}
          icon={<AccountBalanceWalletIcon />}
        >
          <Box sx={{ mt: 'auto' }}>
            {/* Spec: the button is there and does nothing yet. */}
            <Button variant="outlined" startIcon={<CreditCardIcon />}>
              Update Payment Method
            </Button>
          </Box>
        </Panel>
      </Box>
    </DashboardSection>
  );
}

export function CommunitySection() {
  return (
    <DashboardSection
      id="community"
      title="Community"
      subtitle="Communities you can join and your participation."
    >
      <Box sx={twoColumns}>
        <Panel title="Communities" icon={<GroupsIcon />}>
          <Stack spacing={1.5}>
            {communities.map((community) => (
              <CommunityItem key={community.id} community={community} headingLevel="h4" />
            ))}
          </Stack>
        </Panel>
        <Panel title="Your Participation" icon={<CheckCircleOutlineIcon />}>
          <Counters
            items={[
              { value: dashboardCounters.communitiesJoined, label: 'Communities joined' },
              { value: dashboardCounters.eventsAttended, label: 'Events attended' },
            ]}
          />
        </Panel>
      </Box>
    </DashboardSection>
  );
}

export function OpportunitiesSection() {
  return (
    <DashboardSection id="opportunities" title="Opportunities" subtitle="Featured opportunities for members.">
      <Box sx={twoColumns}>
        <Panel title="Featured" icon={<TrendingUpIcon />}>
          <Stack spacing={1.5}>
            {featuredOpportunities.map((opportunity) => (
              <OpportunityItem
                key={opportunity.id}
                opportunity={opportunity}
                headingLevel="h4"
                withLearnMore
              />
            ))}
          </Stack>
        </Panel>
        <Panel title="Tracked Opportunities" icon={<CheckCircleOutlineIcon />}>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              placeItems: 'center',
              minHeight: 120,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {dashboardText.noTrackedOpportunities}
            </Typography>
          </Box>
        </Panel>
      </Box>
    </DashboardSection>
  );
}
