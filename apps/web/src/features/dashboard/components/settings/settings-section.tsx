import Box from '@mui/material/Box';
import type { StoredMember } from '../../../../lib/stored-member.ts';
import { settingsText } from '../../content.ts';
import { DashboardSection } from '../panel.tsx';
import { DataPanel } from './data-panel.tsx';
import { EmailPanel } from './email-panel.tsx';
import { NewsletterPanel } from './newsletter-panel.tsx';
import { PasswordPanel } from './password-panel.tsx';
import { ProfilePanel } from './profile-panel.tsx';

/** The dashboard's Settings: profile, e-mail, password, the newsletter, and the member's data rights. */
export function SettingsSection({
  member,
  onAccountDeleted,
}: {
  member: StoredMember;
  onAccountDeleted: () => void;
}) {
  return (
    <DashboardSection id="settings" title={settingsText.title} subtitle={settingsText.subtitle}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          {/* Keyed by member, so the form starts again from what the server answered. */}
          <ProfilePanel key={member.id} member={member} />
        </Box>
        <EmailPanel currentEmail={member.email} />
        <PasswordPanel />
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <NewsletterPanel subscribed={member.newsletter ?? false} />
        </Box>
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <DataPanel onAccountDeleted={onAccountDeleted} />
        </Box>
      </Box>
    </DashboardSection>
  );
}
