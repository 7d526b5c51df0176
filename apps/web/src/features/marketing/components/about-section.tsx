import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { about, aboutFeatures } from '../../../content/landing.ts';
import { brandTones } from './brand-color.ts';
import { SectionHeading } from './section-heading.tsx';

const featureIcons = [RocketLaunchIcon, HubIcon, InsightsIcon];

export function AboutSection() {
  return (
    <Box
      component="section"
      id="about"
      aria-labelledby="about-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}
    >
      <Container
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          <SectionHeading id="about-heading" eyebrow={about.eyebrow} heading={about.heading} />
          <Typography sx={{ mt: 3, color: 'text.secondary', fontSize: '1.075rem' }}>{about.intro}</Typography>
          <Typography
            component="p"
            sx={{
              mt: 4,
              pl: 2.5,
              borderLeft: '4px solid',
              borderColor: 'secondary.main',
              fontFamily: (theme) => theme.typography.h2.fontFamily,
              fontStyle: 'italic',
              fontSize: '1.35rem',
              color: 'primary.main',
            }}
          >
            {about.secondLine}
          </Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {aboutFeatures.map((feature, index) => {
            const Icon = featureIcons[index] ?? RocketLaunchIcon;
            const tone = brandTones[feature.color];
            return (
              <Box
                component="li"
                key={feature.title}
                sx={{
                  display: 'flex',
                  gap: 2.5,
                  p: { xs: 2.5, md: 3 },
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.default',
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 52,
                    height: 52,
                    flexShrink: 0,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: tone.solid,
                    color: tone.onSolid,
                  }}
                >
                  <Icon />
                </Box>
                <Box>
                  <Typography variant="h5" component="h3" sx={{ color: 'primary.main' }}>
                    {feature.title}
                  </Typography>
                  <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>{feature.description}</Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
