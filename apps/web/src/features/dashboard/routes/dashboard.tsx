import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isStaff } from '../../../lib/member.ts';
import { navBarHeight } from '../../../theme/theme.ts';
import { scrollBehavior } from '../../../theme/use-reduced-motion.ts';
import { ChoosePasswordCard, useForgetMember, useLogout, useSessionMember } from '../../auth/index.ts';
import { DashboardAds } from '../components/dashboard-ads.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { DashboardSidebar } from '../components/dashboard-sidebar.tsx';
import {
  CommunitySection,
  MembershipSection,
  OpportunitiesSection,
  PaymentSection,
} from '../components/detail-sections.tsx';
import { LibrarySection } from '../components/library-section.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { SettingsSection } from '../components/settings/settings-section.tsx';
import { useBilling } from '../api/billing.ts';
import { billingText, dashboardText, type DashboardSectionId } from '../content.ts';
import { useBillingActions } from '../hooks/use-billing-actions.ts';
import { useActiveSection } from '../hooks/use-active-section.ts';
import { useSidebarState } from '../hooks/use-sidebar-state.ts';
import { dashboardMemberView } from '../member-view.ts';

/** Scrolls to a section and puts keyboard focus there, without a second jump. */
function scrollToSection(id: DashboardSectionId): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * The member dashboard (spec section 2): a sidebar of the page's sections and Logout, the
 * greeting, the overview and the membership, payment, community, opportunity and settings
 * sections, with the sponsored slots beside them. Without a signed-in member it sends the visitor to /login.
 */
/** Sections of at least 720 px, the 32 px gap and the 280 px ad column (a container query). */
const adColumnQuery = '@container (min-width: 1032px)';

export default function DashboardPage() {
  useDocumentTitle(dashboardText.pageTitle);
  const { member, checking } = useSessionMember();
  const navigate = useNavigate();
  const logout = useLogout();
  const forget = useForgetMember();
  const sidebar = useSidebarState();
  const [active, setActive] = useActiveSection();
  const [search] = useSearchParams();
  const billing = useBilling(member !== null);
  const billingActions = useBillingActions();
  // Logging out empties the stored member too: that must not redirect to /login on the way to /.
  const [leaving, setLeaving] = useState(false);
  if (!member) return leaving || checking ? null : <Navigate to="/login" replace />;

  const view = dashboardMemberView(member);
  const onLogout = () => {
    // The stored member goes when the call settles, whether or not the server answers.
    setLeaving(true);
    logout.mutate();
    void navigate('/');
  };
  const onAccountDeleted = () => {
    // The session ended with the account: leave first, then forget the member.
    setLeaving(true);
    void navigate('/');
    forget();
  };
  const onSelect = (id: DashboardSectionId) => {
    setActive(id);
    scrollToSection(id);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        minHeight: { xs: `calc(100vh - ${navBarHeight.xs}px)`, md: `calc(100vh - ${navBarHeight.md}px)` },
      }}
    >
      <DashboardSidebar
        state={sidebar}
        active={active}
        onSelect={onSelect}
        onLogout={onLogout}
        loggingOut={logout.isPending}
      />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, lg: 5 },
          py: { xs: 3, md: 5 },
          containerType: 'inline-size',
        }}
      >
        <Box
          sx={{
            maxWidth: 1320,
            mx: 'auto',
            display: 'grid',
            gap: 4,
            gridTemplateColumns: 'minmax(0, 1fr)',
            // The ads take a column only where the sections keep at least 720 px beside it (the
            // space left by the sidebar decides, not the window); elsewhere they follow below.
            [adColumnQuery]: {
              '&:has(aside a)': { gridTemplateColumns: 'minmax(0, 1fr) 280px' },
            },
          }}
        >
          <Stack spacing={{ xs: 5, md: 6 }} sx={{ minWidth: 0 }}>
            <DashboardHeader
              view={view}
              fullName={`${member.firstName} ${member.lastName}`}
              showMenuButton={sidebar.isMobile}
              menuOpen={sidebar.mobileOpen}
              onOpenMenu={() => sidebar.setMobileOpen(true)}
              isAdmin={isStaff(member)}
            />
            {member.hasPassword === false && <ChoosePasswordCard />}
            {search.get('payment') === 'cancelled' && view.paymentStatus === 'unpaid' && (
              <Alert severity="warning" data-testid="unpaid-notice">
                {billingText.unpaidNotice}
              </Alert>
            )}
            <OverviewSection view={view} billing={billing.data ?? null} />
            <MembershipSection view={view} billing={billing.data ?? null} actions={billingActions} />
            <LibrarySection member={member} />
            <PaymentSection view={view} billing={billing.data ?? null} actions={billingActions} />
            <CommunitySection />
            <OpportunitiesSection />
            <SettingsSection member={member} onAccountDeleted={onAccountDeleted} />
          </Stack>
          <Box>
            <Box sx={{ [adColumnQuery]: { position: 'sticky', top: navBarHeight.md + 24 } }}>
              <DashboardAds view={view} />
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
