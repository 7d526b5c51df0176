import CheckIcon from '@mui/icons-material/Check';
import HubIcon from '@mui/icons-material/Hub';
import PublicIcon from '@mui/icons-material/Public';
import StarsIcon from '@mui/icons-material/Stars';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { F100ApplicationFields } from '@commons/core/community/schemas';
import { CardGrid, IconTile, PageHero, Section, SectionHeading } from '../../../components/page-blocks.tsx';
import type { SvgIconComponent } from '../../../components/svg-icon-component.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { F100ApplicationForm } from '../components/f100-application-form.tsx';
import { HeroFact, HeroPanel } from '../components/hero-panel.tsx';
import { SubmissionSection } from '../components/submission-section.tsx';
import { f100Page, type F100Icon } from '../content/f100.ts';
import { f100FormCopy } from '../content/forms.ts';
import type { MetaFunction } from '../../../lib/page-meta.ts';

const benefitIcons: Record<F100Icon, SvgIconComponent> = {
  network: HubIcon,
  recognition: WorkspacePremiumIcon,
  impact: PublicIcon,
};

const f100Title = 'F100: The Founding 100';

/** /f100: the Founding 100 circle and its application form. */
export default function F100Page() {
  useDocumentTitle(f100Title);
  const [submitted, setSubmitted] = useState<F100ApplicationFields | null>(null);
  const { benefits, requirements } = f100Page;

  return (
    <>
      <PageHero
        badge={
          <Chip
            icon={<StarsIcon />}
            label={f100Page.badge}
            color="secondary"
            sx={{ fontWeight: 700, '& .MuiChip-icon': { color: 'primary.main' } }}
          />
        }
        eyebrow={f100Page.eyebrow}
        title={f100Page.title}
        subtitle={f100Page.headline}
        lead={f100Page.lead}
        actions={
          <Button href="#apply" variant="contained" color="secondary" size="large">
            Apply Now
          </Button>
        }
        aside={
          <HeroPanel title="The circle in brief">
            <Stack spacing={2.5}>
              {f100Page.facts.map((fact) => (
                <HeroFact key={fact.label} value={fact.value} label={fact.label} />
              ))}
            </Stack>
          </HeroPanel>
        }
      />

      <Section id="benefits" background="paper">
        <SectionHeading
          id="benefits-title"
          eyebrow={benefits.eyebrow}
          title={benefits.title}
          intro={benefits.intro}
        />
        <CardGrid>
          {benefits.items.map((benefit) => (
            <Card key={benefit.title} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <IconTile icon={benefitIcons[benefit.icon]} tone="secondary" />
                <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mt: 2.5, mb: 1.5 }}>
                  {benefit.title}
                </Typography>
                <Typography color="text.secondary">{benefit.description}</Typography>
              </CardContent>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="requirements">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'start',
          }}
        >
          <SectionHeading
            id="requirements-title"
            eyebrow={requirements.eyebrow}
            title={requirements.title}
            intro={requirements.intro}
            align="left"
          />
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {requirements.items.map((requirement, index) => (
              <Box
                component="li"
                key={requirement}
                sx={{
                  display: 'flex',
                  gap: 2,
                  alignItems: 'center',
                  p: { xs: 2, md: 2.5 },
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'accent.light',
                    color: 'accent.dark',
                  }}
                >
                  <CheckIcon fontSize="small" />
                </Box>
                <Typography sx={{ fontWeight: 600 }}>
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, mr: 1 }}>
                    {String(index + 1).padStart(2, '0')}
                  </Box>
                  {requirement}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Section>

      <SubmissionSection
        id="apply"
        background="paper"
        nextSteps={f100Page.process}
        formTitleId="f100-form-title"
        form={<F100ApplicationForm onSubmitted={setSubmitted} />}
        success={
          submitted && {
            headingId: 'f100-success-title',
            title: f100FormCopy.successTitle,
            links: [
              { label: 'Back to Home', to: '/' },
              { label: 'Explore Membership', to: '/membership' },
            ],
            message: (
              <>
                Thank you, {submitted.firstName}. The advisory board will review your application within 2
                weeks and reply to <strong>{submitted.email}</strong>.
              </>
            ),
          }
        }
      />
    </>
  );
}

export const meta: MetaFunction = () => ({ title: f100Title, description: f100Page.lead });
