import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  contactFormLabel,
  copyrightLine,
  footerBlurb,
  getInvolvedLinks,
  quickLinks,
  secondLine,
  siteName,
  tagline,
  type FooterLink,
} from '../content/site.ts';
import { withQueryClient } from '../app/lazy-query-client.ts';
import { PillButton } from '../components/pill-button.tsx';
import { BrandMark } from './brand-mark.tsx';

// The contact form (and its form and query libraries) loads only when a visitor asks for it.
const ContactDialog = lazy(async () => ({
  default: await withQueryClient(
    async () => (await import('../features/community/components/contact-dialog.tsx')).ContactDialog,
  )(),
}));

/** A plain router link (MUI's Link would add its runtime to the first JavaScript for this look). */
const FooterAnchor = styled(RouterLink)({
  color: 'rgba(255, 255, 255, 0.82)',
  fontSize: '0.95rem',
  textDecoration: 'none',
  '&:hover': { color: '#ffffff', textDecoration: 'underline' },
});

function FooterColumn({ title, entries }: { title: string; entries: FooterLink[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="overline"
        sx={{ color: 'secondary.main', display: 'block', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
      >
        {entries.map((entry) => (
          <li key={entry.label}>
            <FooterAnchor to={entry.to}>{entry.label}</FooterAnchor>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The footer is the landing page's #contact section (spec section 2): its Contact link goes to
 * /#contact like every other entry, and the contact form opens from the button here.
 */
export function Footer() {
  const [contactOpen, setContactOpen] = useState(false);
  const [contactRequested, setContactRequested] = useState(false);
  const openContact = () => {
    setContactRequested(true);
    setContactOpen(true);
  };

  return (
    <Box
      component="footer"
      id="contact"
      className="on-dark"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', pt: { xs: 7, md: 9 }, pb: 4 }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 440 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
              <BrandMark size={44} onDark />
              <Box>
                <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.2rem', lineHeight: 1.2 }}>
                  {siteName}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'secondary.light' }}>
                  {tagline}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.78)', mb: 2.5 }}>
              {footerBlurb}
            </Typography>
            <PillButton
              type="button"
              variant="outlined"
              onClick={openContact}
              sx={{
                color: '#ffffff',
                borderColor: 'rgba(255, 255, 255, 0.5)',
                '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              <EmailOutlinedIcon />
              {contactFormLabel}
            </PillButton>
          </Box>
          <FooterColumn title="Quick Links" entries={quickLinks} />
          <FooterColumn title="Get Involved" entries={getInvolvedLinks} />
        </Box>
        <Box
          sx={{
            mt: { xs: 6, md: 8 },
            pt: 3,
            borderTop: '1px solid rgba(255, 255, 255, 0.16)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.78)' }}>
            {copyrightLine}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.78)' }}>
            {secondLine}
          </Typography>
        </Box>
      </Container>
      {contactRequested && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
