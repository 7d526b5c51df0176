import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdManagement } from '../components/ad-management.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import { BusinessOverview } from '../components/business-overview.tsx';
import { SubmissionsInbox } from '../components/submissions-inbox.tsx';
import { ArticleManagement } from '../components/article-management.tsx';
import { NewsletterManagement } from '../components/newsletter-management.tsx';
import { UserManagement } from '../components/user-management.tsx';
import { adminCopy } from '../content.ts';

/**
 * The console's sections, in tab order. A section is addressable as `/admin/dashboard?section=<id>`
 * (links from e-mails and the audit log land on the right tab); a new section is one line here.
 */
const sections: { id: string; label: string; Panel: ComponentType<{ adminUserId: string }> }[] = [
  { id: 'overview', label: adminCopy.tabs.overview, Panel: BusinessOverview },
  { id: 'users', label: adminCopy.tabs.users, Panel: UserManagement },
  { id: 'submissions', label: adminCopy.tabs.submissions, Panel: SubmissionsInbox },
  { id: 'knowledge', label: adminCopy.tabs.knowledge, Panel: ArticleManagement },
  { id: 'newsletter', label: adminCopy.tabs.newsletter, Panel: NewsletterManagement },
  { id: 'ads', label: adminCopy.tabs.ads, Panel: AdManagement },
  { id: 'audit', label: adminCopy.tabs.audit, Panel: AuditLog },
];

/** /admin/dashboard: the super admin's user and ad campaign management (spec section 2). */
export default function AdminDashboardPage() {
  useDocumentTitle(adminCopy.title);
  const member = useStoredMember();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const tab = sections.some((section) => section.id === requested) ? requested! : sections[0]!.id;

  if (!member) return <Navigate to="/login" replace />;
  if (!member.isAdmin) return <AdminAccessRequired />;

  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '60vh' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
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
            {sections.map(({ id, label }) => (
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

        {sections.map(({ id, Panel }) => (
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
