import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { keyframes } from '@emotion/react';
import { PillButton, PillLink } from '../../../components/pill-button.tsx';
import { hero, heroPhrases, heroRotationMs } from '../../../content/hero.ts';
import { scrollBehavior, usePrefersReducedMotion } from '../../../theme/use-reduced-motion.ts';
import { useRotation } from '../lib/use-rotation.ts';
import { HeroArt } from './hero-art.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';

const phraseIn = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: none; }
`;

/**
 * The rotating end of the headline. Every phrase sits in the same grid cell so the headline keeps
 * the height of its longest phrase and nothing below it jumps when the phrase changes.
 */
export function RotatingPhrase({ paused }: { paused: boolean }) {
  const { index } = useRotation(heroPhrases.length, heroRotationMs, paused);
  return (
    <Box component="span" sx={{ display: 'grid', fontSize: { md: '0.9em' } }} data-testid="hero-phrase">
      {heroPhrases.map((phrase, position) => (
        <Box
          key={phrase}
          component="span"
          aria-hidden={position === index ? undefined : true}
          sx={{
            gridArea: '1 / 1',
            alignSelf: 'start',
            visibility: position === index ? 'visible' : 'hidden',
            color: 'secondary.main',
            animation: position === index ? `${phraseIn} 600ms ease-out` : 'none',
          }}
        >
          {phrase}
        </Box>
      ))}
    </Box>
  );
}

export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      className="on-dark"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'primary.main',
        color: 'common.white',
        backgroundImage:
          'radial-gradient(ellipse at 85% 20%, rgba(18, 116, 117, 0.55), transparent 55%), radial-gradient(ellipse at 10% 110%, rgba(224, 165, 38, 0.18), transparent 50%)',
      }}
    >
      <Container
        sx={{
          position: 'relative',
          py: { xs: 7, md: 11 },
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '8fr 4fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'secondary.light', display: 'block', mb: 2 }}
          >
            {hero.eyebrow}
          </Typography>
          <Typography
            id="hero-heading"
            variant="h1"
            sx={{ color: 'common.white', fontSize: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)' }}
          >
            {hero.headlineLead} <RotatingPhrase paused={reducedMotion} />
          </Typography>
          <Typography
            variant="subtitle1"
            sx={{
              mt: 3,
              maxWidth: 600,
              color: 'rgba(255, 255, 255, 0.84)',
              fontSize: { xs: '1.05rem', md: '1.15rem' },
            }}
          >
            {hero.lede}
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <PillLink to={hero.primaryAction.to} variant="contained" color="secondary" size="large">
              {hero.primaryAction.label}
              <ArrowForwardIcon />
            </PillLink>
            <PillButton
              type="button"
              variant="outlined"
              size="large"
              onClick={() =>
                document
                  .getElementById(hero.secondaryAction.targetId)
                  ?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
              }
              sx={{
                color: 'common.white',
                borderColor: 'rgba(255, 255, 255, 0.5)',
                '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255, 255, 255, 0.08)' },
              }}
            >
              {hero.secondaryAction.label}
            </PillButton>
          </Box>
          <Box sx={{ mt: 5, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box sx={{ display: 'flex', '& > *:not(:first-of-type)': { ml: -0.5 } }}>
              {hero.communityInitials.map((initials, position) => (
                <InitialsAvatar
                  key={initials}
                  name={initials.split('').join(' ')}
                  size={38}
                  tone={['#127475', '#8a6100', '#5b3f8c', '#13315c', '#9c2f3f'][position]}
                  ring="#0b2545"
                />
              ))}
            </Box>
            <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.84)', maxWidth: 260 }}>
              {hero.communityClaim}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <HeroArt />
        </Box>
      </Container>
    </Box>
  );
}
