import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { pillarsSection } from '../../../content/landing.ts';
import { pillars, type Pillar } from '../../../content/pillars.ts';
import { VisuallyHidden } from '../../../layout/visually-hidden.tsx';
import { brandTones } from './brand-color.ts';
import { PillarIcon } from './pillar-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

/** The coloured panel of a pillar card: its icon and short name over a quiet grid pattern. */
function PillarArt({ pillar, index }: { pillar: Pillar; index: number }) {
  const tone = brandTones[pillar.color];
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 96, md: '100%' },
        bgcolor: tone.solid,
        color: tone.onSolid,
        display: 'flex',
        alignItems: { xs: 'center', md: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 3, md: 4 },
        py: { xs: 2, md: 4 },
        backgroundImage: `linear-gradient(${tone.onSolid}14 1px, transparent 1px), linear-gradient(90deg, ${tone.onSolid}14 1px, transparent 1px)`,
        backgroundSize: '28px 28px',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          right: -40,
          top: -40,
          width: 200,
          height: 200,
          borderRadius: '50%',
          border: `28px solid ${tone.onSolid}1f`,
        }}
      />
      <Box>
        <Box sx={{ fontSize: 13, fontWeight: 700, letterSpacing: '0.14em', opacity: 0.85 }}>
          {`PILLAR ${String(index + 1).padStart(2, '0')}`}
        </Box>
        <Box
          sx={{
            fontFamily: 'Georgia, serif',
            fontWeight: 700,
            fontSize: 40,
            lineHeight: 1.1,
            mt: 0.5,
            // On small screens the card's own heading follows right below: no need to say it twice.
            display: { xs: 'none', md: 'block' },
          }}
        >
          {pillar.title}
        </Box>
      </Box>
      <Box
        sx={{
          width: { xs: 60, md: 76 },
          height: { xs: 60, md: 76 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: `${tone.onSolid}1f`,
          flexShrink: 0,
        }}
      >
        <PillarIcon name={pillar.icon} sx={{ fontSize: { xs: 30, md: 38 } }} />
      </Box>
    </Box>
  );
}

function PillarCard({ pillar, index }: { pillar: Pillar; index: number }) {
  const tone = brandTones[pillar.color];
  return (
    <Box
      component="article"
      aria-labelledby={`pillar-${pillar.id}-title`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: pillar.reverse ? '7fr 5fr' : '5fr 7fr' },
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)',
        '& > .pillar-art': { order: { xs: 0, md: pillar.reverse ? 1 : 0 } },
      }}
    >
      <Box className="pillar-art" sx={{ display: 'flex', flexDirection: 'column', '& > *': { flex: 1 } }}>
        <PillarArt pillar={pillar} index={index} />
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 } }}>
        <Typography component="p" variant="overline" sx={{ color: tone.text, display: 'block' }}>
          {pillar.subtitle}
        </Typography>
        <Typography
          id={`pillar-${pillar.id}-title`}
          variant="h3"
          component="h3"
          sx={{ color: 'primary.main', mt: 0.5 }}
        >
          {pillar.title}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{pillar.description}</Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {pillar.highlights.map((highlight) => (
            <Box
              component="li"
              key={highlight}
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 999,
                bgcolor: tone.tint,
                color: tone.text,
                fontSize: '0.85rem',
                fontWeight: 600,
              }}
            >
              {highlight}
            </Box>
          ))}
        </Box>
        <Button
          component={RouterLink}
          to={`/pillars/${pillar.id}`}
          variant="outlined"
          endIcon={<ArrowForwardIcon />}
          sx={{ mt: 3 }}
        >
          Learn More<VisuallyHidden>{` about ${pillar.title}`}</VisuallyHidden>
        </Button>
      </Box>
    </Box>
  );
}

export function PillarsSection() {
  return (
    <Box component="section" id="pillars" aria-labelledby="pillars-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container>
        <SectionHeading
          id="pillars-heading"
          eyebrow={pillarsSection.eyebrow}
          heading={pillarsSection.heading}
          intro={pillarsSection.intro}
        />
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, mt: { xs: 5, md: 7 } }}>
          {pillars.map((pillar, index) => (
            <PillarCard key={pillar.id} pillar={pillar} index={index} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
