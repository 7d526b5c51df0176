import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { navBarHeight } from '../../../theme/theme.ts';
import { scrollBehavior } from '../../../theme/use-reduced-motion.ts';
import { useLogout } from '../../auth/index.ts';
import { DashboardAds } from '../components/dashboard-ads.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { DashboardSidebar } from '../components/dashboard-sidebar.tsx';
import {
  CommunitySection,
  MembershipSection,
  OpportunitiesSection,
  PaymentSection,
} from '../components/detail-sections.tsx';
import { OverviewSection } from '../components/overview-section.tsx';
import { dashboardText, type DashboardSectionId } from '../content.ts';
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
 * greeting, the overview and the membership, payment, community and opportunity sections, with
 * the sponsored slots beside them. Without a stored member it sends the visitor to /login.
 */
export default function DashboardPage() {
  useDocumentTitle(dashboardText.pageTitle);
  const member = useStoredMember();
  const navigate = useNavigate();
  const logout = useLogout();
  const sidebar = useSidebarState();
  const [active, setActive] = useActiveSection();
  // Logging out empties the stored member too: that must not redirect to /login on the way to /.
  const [leaving, setLeaving] = useState(false);
  if (!member) return leaving ? null : <Navigate to="/login" replace />;

  const view = dashboardMemberView(member);
  const onLogout = () => {
    // The stored member goes when the call settles, whether or not the server answers.
    setLeaving(true);
    logout.mutate();
    void navigate('/');
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
      <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            maxWidth: 1320,
            mx: 'auto',
            display: 'grid',
            gap: 4,
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@media (min-width:1200px)': {
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
            />
            <OverviewSection view={view} />
            <MembershipSection view={view} />
            <PaymentSection view={view} />
            <CommunitySection />
            <OpportunitiesSection />
          </Stack>
          <Box>
            <Box sx={{ '@media (min-width:1200px)': { position: 'sticky', top: navBarHeight.md + 24 } }}>
              <DashboardAds view={view} />
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
