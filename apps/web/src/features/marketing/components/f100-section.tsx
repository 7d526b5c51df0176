import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { foundingMembers } from '../../../content/founding-members.ts';
import { f100Section } from '../../../content/landing.ts';
import { SectionHeading } from './section-heading.tsx';
import { WhenNearView } from './when-near-view.tsx';

/** Roughly the carousel's height, reserved until it renders so the page below does not jump. */
const carouselHeight = { xs: 1900, md: 860 };

// The carousel (112 cards and its library) loads when the visitor scrolls near it.
const MemberCarousel = lazy(() =>
  import('./member-carousel.tsx').then((module) => ({ default: module.MemberCarousel })),
);

/** The founding members as a plain list, for a browser that runs no scripts (and so no carousel). */
function FoundingMemberList() {
  return (
    <Box
      component="ul"
      data-testid="founding-member-list"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {foundingMembers.map((member) => (
        <Box component="li" key={member.id} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {member.name}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'rgba(255,255,255,0.8)' }}
          >
            {member.title}, {member.company}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function F100Section() {
  return (
    <Box
      component="section"
      id="f100"
      aria-labelledby="f100-heading"
      className="on-dark"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: 'primary.main',
        color: 'common.white',
        backgroundImage: 'radial-gradient(ellipse at 0% 0%, rgba(18, 116, 117, 0.35), transparent 50%)',
      }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <SectionHeading
              id="f100-heading"
              eyebrow={f100Section.eyebrow}
              heading={f100Section.heading}
              intro={f100Section.intro}
              onDark
            />
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {f100Section.badges.map((badge) => (
                <Box
                  component="li"
                  key={badge}
                  sx={{
                    px: 1.75,
                    py: 0.6,
                    borderRadius: 999,
                    border: '1px solid rgba(255,255,255,0.3)',
                    fontSize: '0.9rem',
                    fontWeight: 600,
                  }}
                >
                  {badge}
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            sx={{
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              bgcolor: 'common.white',
              color: 'text.primary',
              boxShadow: '0 24px 48px rgba(0,0,0,0.25)',
            }}
          >
            <Typography variant="h4" component="h3" sx={{ color: 'primary.main' }}>
              {f100Section.panelHeading}
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{f100Section.panelText}</Typography>
            <Box
              sx={{
                mt: 3,
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'accent.dark',
                fontWeight: 600,
              }}
            >
              <CheckCircleIcon aria-hidden="true" fontSize="small" />
              <span>{f100Section.limitNote}</span>
            </Box>
            <Button
              component={RouterLink}
              to={f100Section.applyAction.to}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: 3 }}
            >
              {f100Section.applyAction.label}
            </Button>
          </Box>
        </Box>

        <Typography variant="h4" component="h3" sx={{ mt: { xs: 8, md: 10 }, mb: 3, color: 'common.white' }}>
          {f100Section.carouselHeading}
        </Typography>
        <WhenNearView minHeight={carouselHeight} withoutScripts={<FoundingMemberList />}>
          <Suspense fallback={<Box sx={{ minHeight: carouselHeight }} />}>
            <MemberCarousel />
          </Suspense>
        </WhenNearView>
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <Button
            component={RouterLink}
            to={f100Section.joinAction.to}
            variant="contained"
            color="secondary"
            size="large"
          >
            {f100Section.joinAction.label}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
