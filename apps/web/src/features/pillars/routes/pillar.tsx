import CheckIcon from '@mui/icons-material/Check';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import { breadcrumbs, pillarShareImage, type MetaFunction } from '../../../lib/page-meta.ts';
import { CallToActionBand, PageHero, Section, SectionHeading } from '../../../components/page-blocks.tsx';
import { PillarActionButton } from '../components/pillar-action-button.tsx';
import { PillarBlockContent } from '../components/pillar-blocks.tsx';
import { pillarIcons } from '../components/pillar-icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { findPillarPage } from '../content/index.ts';
import type { PillarPageContent } from '../content/types.ts';

/** The outlined secondary button on the dark hero and call-to-action bands. */
const onDarkOutlined = {
  color: 'common.white',
  borderColor: alpha('#ffffff', 0.5),
  '&:hover': { borderColor: 'common.white', bgcolor: alpha('#ffffff', 0.08) },
} as const;

function HeroAside({ pillar }: { pillar: PillarPageContent }) {
  const Icon = pillarIcons[pillar.icon];
  return (
    <Box
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 2,
        bgcolor: alpha('#ffffff', 0.06),
        border: `1px solid ${alpha('#ffffff', 0.16)}`,
        backdropFilter: 'blur(4px)',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: 1.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <Icon sx={{ fontSize: 30 }} />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{pillar.name}</Typography>
          <Typography variant="body2" sx={{ color: alpha('#ffffff', 0.75) }}>
            {pillar.fullName}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.light', mb: 1 }}>
        At a glance
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {pillar.hero.highlights.map((highlight) => (
          <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CheckIcon sx={{ color: 'secondary.main', fontSize: 20 }} aria-hidden="true" />
            <Typography>{highlight}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** An unknown pillar id answers 404. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  findPillarPage(params.pillarId) ? null : data(null, { status: 404 });

const pillarTitle = (pillar: PillarPageContent) => `${pillar.name}: ${pillar.fullName}`;

export const meta: MetaFunction = ({ params, origin }) => {
  const pillar = findPillarPage(params.pillarId);
  if (!pillar) return notFoundMeta;
  return {
    title: pillarTitle(pillar),
    description: pillar.hero.lead,
    image: pillarShareImage(pillar.id),
    jsonLd: [breadcrumbs(origin, [{ name: pillar.name, path: `/pillars/${pillar.id}` }])],
  };
};

/** /pillars/:pillarId: one of the five initiatives; an unknown id shows the 404 page. */
export default function PillarPage() {
  const { pillarId } = useParams();
  const pillar = findPillarPage(pillarId);

  useDocumentTitle(pillar ? pillarTitle(pillar) : null);

  if (!pillar) return <NotFoundPage />;

  return (
    <>
      <PageHero
        eyebrow={pillar.fullName}
        title={pillar.name}
        subtitle={pillar.hero.headline}
        lead={pillar.hero.lead}
        aside={<HeroAside pillar={pillar} />}
        actions={
          <>
            <PillarActionButton
              action={pillar.hero.primary}
              variant="contained"
              color="secondary"
              size="large"
            />
            {pillar.hero.secondary && (
              <PillarActionButton
                action={pillar.hero.secondary}
                variant="outlined"
                size="large"
                sx={onDarkOutlined}
              />
            )}
          </>
        }
      />
      {pillar.blocks.map((block, index) => (
        <Section key={block.id} id={block.id} background={index % 2 === 0 ? 'paper' : 'default'}>
          <SectionHeading
            id={`${block.id}-title`}
            eyebrow={block.eyebrow}
            title={block.title}
            intro={block.intro}
          />
          <PillarBlockContent block={block} tone={pillar.tone} />
        </Section>
      ))}
      <CallToActionBand
        title={pillar.callToAction.title}
        text={pillar.callToAction.text}
        actions={
          <>
            <PillarActionButton
              action={pillar.callToAction.primary}
              variant="contained"
              color="secondary"
              size="large"
            />
            {pillar.callToAction.secondary && (
              <PillarActionButton
                action={pillar.callToAction.secondary}
                variant="outlined"
                size="large"
                sx={onDarkOutlined}
              />
            )}
          </>
        }
      />
    </>
  );
}
