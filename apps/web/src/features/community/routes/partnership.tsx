import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BiotechIcon from '@mui/icons-material/Biotech';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import type { PartnershipInquiryFields } from '@commons/core/community/schemas';
import { CardGrid, IconTile, PageHero, Section, SectionHeading } from '../../../components/page-blocks.tsx';
import type { SvgIconComponent } from '../../../components/svg-icon-component.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HeroFact, HeroPanel } from '../components/hero-panel.tsx';
import { PartnershipInquiryForm } from '../components/partnership-inquiry-form.tsx';
import { SubmissionSection } from '../components/submission-section.tsx';
import { partnershipFormCopy } from '../content/forms.ts';
import { partnershipPage, type PartnershipIcon } from '../content/partnership.ts';
import { pageTitle, webPage, type MetaFunction } from '../../../lib/page-meta.ts';

const wayIcons: Record<PartnershipIcon, SvgIconComponent> = {
  sponsorship: HandshakeIcon,
  research: BiotechIcon,
  event: EventIcon,
  challenge: EmojiEventsIcon,
  funding: AccountBalanceIcon,
  knowledge: MenuBookIcon,
};

const tones = ['primary', 'accent', 'secondary'] as const;

const nextSteps = [
  'Our partnerships team replies within 48 hours.',
  'A discovery call to understand your goals and constraints.',
  'A tailored proposal combining the right pillars and programs.',
];

/** /partnership: ways to partner and the inquiry form. */
export default function PartnershipPage() {
  useDocumentTitle('Partner with Us');
  const [submitted, setSubmitted] = useState<PartnershipInquiryFields | null>(null);
  const { ways } = partnershipPage;

  return (
    <>
      <PageHero
        eyebrow={partnershipPage.eyebrow}
        title={partnershipPage.title}
        subtitle={partnershipPage.headline}
        lead={partnershipPage.lead}
        actions={
          <Button href="#inquiry" variant="contained" color="secondary" size="large">
            Start an Inquiry
          </Button>
        }
        aside={
          <HeroPanel title="Our promise">
            <HeroFact value={partnershipPage.promise.value} label={partnershipPage.promise.label} />
            <Typography variant="body2" sx={{ color: alpha('#ffffff', 0.7), mt: 2.5 }}>
              Corporates, funders, universities, governments and NGOs are all welcome.
            </Typography>
          </HeroPanel>
        }
      />

      <Section id="ways-to-partner" background="paper">
        <SectionHeading
          id="ways-to-partner-title"
          eyebrow={ways.eyebrow}
          title={ways.title}
          intro={ways.intro}
        />
        <CardGrid>
          {ways.items.map((way, index) => (
            <Card key={way.title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
                <IconTile icon={wayIcons[way.icon]} tone={tones[index % tones.length]} size={48} />
                <Typography variant="h6" component="h3" sx={{ color: 'primary.main', mt: 2.5, mb: 1 }}>
                  {way.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {way.description}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <SubmissionSection
        id="inquiry"
        nextSteps={{ title: 'What happens next', steps: nextSteps }}
        formTitleId="partnership-form-title"
        form={<PartnershipInquiryForm onSubmitted={setSubmitted} />}
        success={
          submitted && {
            headingId: 'partnership-success-title',
            title: partnershipFormCopy.successTitle,
            links: [
              { label: 'Back to Home', to: '/' },
              { label: 'Explore the Knowledge Hub', to: '/knowledge' },
            ],
            message: (
              <>
                Thank you, {submitted.contactName}. Our partnerships team will contact you at{' '}
                <strong>{submitted.email}</strong> within 48 hours to discuss how {submitted.companyName} and
                the collective can work together.
              </>
            ),
          }
        }
      />
    </>
  );
}

/** An inquiry form to write to the organisation: a ContactPage to search engines. */
export const meta: MetaFunction = ({ origin }) => ({
  title: partnershipPage.title,
  description: partnershipPage.lead,
  jsonLd: [
    webPage(origin, {
      type: 'ContactPage',
      name: pageTitle(partnershipPage.title),
      description: partnershipPage.lead,
      path: '/partnership',
    }),
  ],
});
