import LockIcon from '@mui/icons-material/Lock';
import { Alert, AlertTitle, Box, Button, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionMember } from '../../auth/index.ts';
import { useAdminEnvironment } from '../api/admin-environment.ts';
import { AdManagement } from '../components/ad-management.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import { AuthorProfileForm } from '../components/author-profile-form.tsx';
import { BusinessOverview } from '../components/business-overview.tsx';
import { SubmissionsInbox } from '../components/submissions-inbox.tsx';
import { ArticleManagement } from '../components/article-management.tsx';
import { NewsletterManagement } from '../components/newsletter-management.tsx';
import { UserManagement } from '../components/user-management.tsx';
import { SponsorManagement } from '../components/sponsor-management.tsx';
import { StaffManagement } from '../components/staff-management.tsx';
import { can, type Permission } from '@commons/core/staff/permissions';
import { adminCopy } from '../content.ts';

/**
 * The console's sections, in tab order. A section is addressable as `/admin/dashboard?section=<id>`
 * (links from e-mails and the audit log land on the right tab); a new section is one line here.
 */
const sections: {
  id: string;
  label: string;
  /** The console shows the section to the roles holding it (the server checks each route anyway). */
  permission: Permission;
  Panel: ComponentType<{ adminUserId: string }>;
}[] = [
  { id: 'overview', label: adminCopy.tabs.overview, permission: 'insights:read', Panel: BusinessOverview },
  { id: 'users', label: adminCopy.tabs.users, permission: 'members:manage', Panel: UserManagement },
  {
    id: 'submissions',
    label: adminCopy.tabs.submissions,
    permission: 'submissions:manage',
    Panel: SubmissionsInbox,
  },
  {
    id: 'knowledge',
    label: adminCopy.tabs.knowledge,
    permission: 'knowledge:draft',
    Panel: ArticleManagement,
  },
  {
    id: 'newsletter',
    label: adminCopy.tabs.newsletter,
    permission: 'newsletter:manage',
    Panel: NewsletterManagement,
  },
  { id: 'ads', label: adminCopy.tabs.ads, permission: 'ads:manage', Panel: AdManagement },
  { id: 'sponsors', label: adminCopy.tabs.sponsors, permission: 'ads:manage', Panel: SponsorManagement },
  { id: 'staff', label: adminCopy.tabs.staff, permission: 'staff:manage', Panel: StaffManagement },
  { id: 'audit', label: adminCopy.tabs.audit, permission: 'audit:read', Panel: AuditLog },
  // Every role writes (knowledge:draft), so every staff member has a byline to edit.
  { id: 'profile', label: adminCopy.tabs.profile, permission: 'knowledge:draft', Panel: AuthorProfileForm },
];

/**
 * Stripe on a test key takes no real money: staff must see it before members "pay". In the page's
 * flow, not fixed, so it never covers the navigation.
 */
function StripeTestModeBanner() {
  const environment = useAdminEnvironment();
  if (!environment.data?.stripeTestMode) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="stripe-test-mode">
      <AlertTitle>{adminCopy.stripeTestMode.title}</AlertTitle>
      {adminCopy.stripeTestMode.text}
    </Alert>
  );
}

/** /admin/dashboard: the super admin's user and ad campaign management (spec section 2). */
export default function AdminDashboardPage() {
  useDocumentTitle(adminCopy.title);
  const { member, checking } = useSessionMember();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const visible = sections.filter((section) => can(member?.staffRole, section.permission));
  const tab = visible.some((section) => section.id === requested) ? requested! : visible[0]?.id;

  if (!member) return checking ? null : <Navigate to="/login" replace />;
  if (!tab) return <AdminAccessRequired />;

  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '60vh' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <StripeTestModeBanner />
        <Typography variant="h3" component="h1" sx={{ color: 'primary.main', mb: 1 }}>
          {adminCopy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 3, md: 4 } }}>
          {adminCopy.intro}
        </Typography>

        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: string) => setSearchParams({ section: value })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Admin sections"
          >
            {visible.map(({ id, label }) => (
              <Tab
                key={id}
                value={id}
                label={label}
                id={`admin-tab-${id}`}
                aria-controls={`admin-panel-${id}`}
              />
            ))}
          </Tabs>
        </Box>

        {visible.map(({ id, Panel }) => (
          <Box
            key={id}
            role="tabpanel"
            id={`admin-panel-${id}`}
            aria-labelledby={`admin-tab-${id}`}
            hidden={tab !== id}
          >
            {tab === id && <Panel adminUserId={member.id} />}
          </Box>
        ))}
      </Container>
    </Box>
  );
}

function AdminAccessRequired() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <LockIcon sx={{ fontSize: 48, color: 'primary.main', mb: 2 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {adminCopy.accessTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {adminCopy.accessBody}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to my dashboard
        </Button>
      </Paper>
    </Container>
  );
}
