import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupsIcon from '@mui/icons-material/Groups';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type {
  BridgeProgram,
  Feature,
  FundingCategory,
  ImpactMetric,
  PillarBlock,
  PillarTone,
  Program,
  SandboxSector,
  Service,
  Step,
  SuccessStory,
} from '../content/types.ts';
import { CardGrid, IconTile, toneColors, visuallyHidden } from '../../../components/page-blocks.tsx';
import { PillarActionButton } from './pillar-action-button.tsx';
import { pillarIcons } from './pillar-icons.tsx';

const cardSx = { height: '100%', display: 'flex', flexDirection: 'column' } as const;

function Meta({ icon: Icon, children }: { icon: typeof AccessTimeIcon; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 18 }} aria-hidden="true" />
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

/** A list under its card's heading and a visible caption ("Deliverables"), which say what it lists. */
function CheckList({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <CheckCircleIcon sx={{ fontSize: 18, color: 'accent.main', mt: '3px' }} aria-hidden="true" />
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProgramCards({ items, tone }: { items: Program[]; tone: PillarTone }) {
  return (
    <CardGrid>
      {items.map((program) => (
        <Card key={program.title} component="article" sx={cardSx}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip label={program.level} size="small" color={tone} />
              <Chip icon={<AccessTimeIcon />} label={program.duration} size="small" variant="outlined" />
            </Stack>
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mb: 1.5 }}>
              {program.title}
            </Typography>
            <Typography color="text.secondary">{program.description}</Typography>
          </CardContent>
          {program.action && (
            <CardActions sx={{ px: { xs: 3, md: 4 }, pb: 3, pt: 0 }}>
              <PillarActionButton action={program.action} variant="outlined" endIcon={<ArrowForwardIcon />} />
            </CardActions>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}

function FeatureCards({ items, tone }: { items: Feature[]; tone: PillarTone }) {
  return (
    <CardGrid columns={4}>
      {items.map((feature) => (
        <Card key={feature.title} sx={cardSx}>
          <CardContent sx={{ p: 3.5 }}>
            <IconTile icon={pillarIcons[feature.icon]} tone={tone} />
            <Typography variant="h6" component="h3" sx={{ color: 'primary.main', mt: 2.5, mb: 1 }}>
              {feature.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {feature.description}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}

function SectorCards({ items }: { items: SandboxSector[] }) {
  return (
    <CardGrid>
      {items.map((sector) => (
        <Card
          key={sector.name}
          component="article"
          sx={(theme) => ({ ...cardSx, borderTop: `4px solid ${toneColors(theme, sector.tone).solid}` })}
        >
          <CardContent sx={{ p: 3.5, flexGrow: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
              <IconTile icon={pillarIcons[sector.icon]} tone={sector.tone} size={48} />
              <Box>
                <Typography variant="h5" component="h3" sx={{ color: 'primary.main' }}>
                  {sector.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Box component="strong" sx={{ color: 'text.primary' }}>
                    {sector.projectCount}
                  </Box>{' '}
                  active projects
                </Typography>
              </Box>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {sector.description}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 3.5, pb: 3, pt: 0 }}>
            <PillarActionButton
              action={sector.action}
              variant="text"
              endIcon={<ArrowForwardIcon />}
              sx={{ px: 1 }}
            />
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

function Steps({ items, tone }: { items: Step[]; tone: PillarTone }) {
  const columns = items.length >= 5 ? 5 : items.length;
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(columns, 4)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {items.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            position: 'relative',
            p: 3,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden="true"
            sx={(theme) => {
              const colors = toneColors(theme, tone);
              return {
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: colors.bg,
                color: colors.fg,
                mb: 2,
              };
            }}
          >
            {index + 1}
          </Box>
          <Typography variant="h6" component="h3" sx={{ color: 'primary.main', mb: 1 }}>
            <Box component="span" sx={visuallyHidden}>
              {`Step ${index + 1}: `}
            </Box>
            {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.description}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ServiceCards({ items, tone }: { items: Service[]; tone: PillarTone }) {
  return (
    <CardGrid>
      {items.map((service) => (
        <Card key={service.title} component="article" sx={cardSx}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
            <Chip
              icon={<AccessTimeIcon />}
              label={service.duration}
              size="small"
              color={tone}
              sx={{ mb: 2.5 }}
            />
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mb: 1.5 }}>
              {service.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {service.description}
            </Typography>
            <Divider sx={{ mb: 2.5 }} />
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              Deliverables
            </Typography>
            <CheckList items={service.deliverables} />
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}

function FundingCards({ items }: { items: FundingCategory[] }) {
  return (
    <CardGrid>
      {items.map((category) => (
        <Card key={category.title} component="article" sx={cardSx}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mb: 1 }}>
              {category.title}
            </Typography>
            <Typography
              component="p"
              sx={{
                fontFamily: (theme) => theme.typography.h2.fontFamily,
                fontSize: '2rem',
                fontWeight: 700,
                color: 'secondary.dark',
                mb: 2,
              }}
            >
              {category.range}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {category.description}
            </Typography>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              Focus areas
            </Typography>
            <CheckList items={category.focus} />
          </CardContent>
          <CardActions sx={{ px: { xs: 3, md: 4 }, pb: 3, pt: 0 }}>
            <PillarActionButton action={category.action} variant="contained" fullWidth />
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

function MetricTiles({ items }: { items: ImpactMetric[] }) {
  return (
    <CardGrid columns={4}>
      {items.map((metric) => (
        <Card key={metric.title} sx={{ ...cardSx, textAlign: 'center' }}>
          <CardContent sx={{ p: 3.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <IconTile icon={pillarIcons[metric.icon]} tone="accent" size={48} />
            </Box>
            <Typography
              component="p"
              sx={{
                fontFamily: (theme) => theme.typography.h2.fontFamily,
                fontSize: '2.5rem',
                fontWeight: 700,
                color: 'primary.main',
                lineHeight: 1.1,
              }}
            >
              {metric.metric}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ mt: 1, mb: 1 }}>
              {metric.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {metric.description}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}

function BridgeCards({ items, tone }: { items: BridgeProgram[]; tone: PillarTone }) {
  return (
    <CardGrid>
      {items.map((program) => (
        <Card key={program.title} component="article" sx={cardSx}>
          <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
            <IconTile icon={pillarIcons[program.icon]} tone={tone} />
            <Typography variant="h5" component="h3" sx={{ color: 'primary.main', mt: 2.5, mb: 1.5 }}>
              {program.title}
            </Typography>
            <Stack direction="row" spacing={2.5} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Meta icon={AccessTimeIcon}>{program.duration}</Meta>
              <Meta icon={GroupsIcon}>{program.participants}</Meta>
            </Stack>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {program.description}
            </Typography>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              Outcomes
            </Typography>
            <CheckList items={program.outcomes} />
          </CardContent>
          <CardActions sx={{ px: { xs: 3, md: 4 }, pb: 3, pt: 0 }}>
            <PillarActionButton action={program.action} variant="outlined" fullWidth />
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}

function StoryCards({ items }: { items: SuccessStory[] }) {
  return (
    <CardGrid>
      {items.map((story) => (
        <Card key={story.title} component="article" sx={{ ...cardSx, bgcolor: 'background.paper' }}>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h6" component="h3" sx={{ color: 'primary.main', mb: 2 }}>
              {story.title}
            </Typography>
            <Stack spacing={1} sx={{ mb: 2.5 }}>
              <Meta icon={SchoolIcon}>{story.university}</Meta>
              <Meta icon={GroupsIcon}>{story.corporatePartner}</Meta>
            </Stack>
            <Box sx={{ borderLeft: 3, borderColor: 'secondary.main', pl: 2 }}>
              <Typography variant="body2">{story.outcome}</Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}

/** Renders a content block by its kind. */
export function PillarBlockContent({ block, tone }: { block: PillarBlock; tone: PillarTone }) {
  switch (block.kind) {
    case 'programs':
      return <ProgramCards items={block.items} tone={tone} />;
    case 'features':
      return <FeatureCards items={block.items} tone={tone} />;
    case 'sectors':
      return <SectorCards items={block.items} />;
    case 'steps':
      return <Steps items={block.items} tone={tone} />;
    case 'services':
      return <ServiceCards items={block.items} tone={tone} />;
    case 'funding':
      return <FundingCards items={block.items} />;
    case 'metrics':
      return <MetricTiles items={block.items} />;
    case 'bridges':
      return <BridgeCards items={block.items} tone={tone} />;
    case 'stories':
      return <StoryCards items={block.items} />;
  }
}
