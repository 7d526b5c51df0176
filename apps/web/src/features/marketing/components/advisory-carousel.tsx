import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useRef, useState } from 'react';
import { advisors, highlightedAdvisoryRole, type Advisor } from '../../../content/advisors.ts';
import { advisorRotationMs, advisorySection } from '../../../content/landing.ts';
import { usePrefersReducedMotion } from '../../../theme/use-reduced-motion.ts';
import { useRotation } from '../lib/use-rotation.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';
import { SectionHeading } from './section-heading.tsx';

function AdvisorCard({ advisor }: { advisor: Advisor }) {
  const highlighted = advisor.advisoryRole === highlightedAdvisoryRole;
  return (
    <Box
      data-highlighted={highlighted}
      className={highlighted ? 'on-dark' : undefined}
      sx={{
        height: '100%',
        borderRadius: 3,
        p: { xs: 3, sm: 4, md: 6 },
        bgcolor: highlighted ? 'primary.main' : 'background.paper',
        color: highlighted ? 'common.white' : 'text.primary',
        border: highlighted ? '2px solid' : 1,
        borderColor: highlighted ? 'secondary.main' : 'divider',
        boxShadow: highlighted ? '0 24px 48px rgba(11, 37, 69, 0.25)' : '0 8px 24px rgba(16, 24, 40, 0.06)',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <FormatQuoteIcon
        aria-hidden="true"
        sx={{
          fontSize: 48,
          color: highlighted ? 'secondary.main' : 'accent.main',
          transform: 'rotate(180deg)',
        }}
      />
      <Typography
        component="blockquote"
        sx={{
          m: 0,
          mt: 1,
          flex: 1,
          fontFamily: (theme) => theme.typography.h2.fontFamily,
          fontSize: { xs: '1.2rem', md: '1.55rem' },
          lineHeight: 1.5,
          color: highlighted ? 'common.white' : 'primary.main',
        }}
      >
        {advisor.message}
      </Typography>
      <Box
        sx={{
          mt: 4,
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <InitialsAvatar
          name={advisor.name}
          size={64}
          tone={highlighted ? '#e0a526' : undefined}
          // White on the gold would be 2.1:1; the navy is 7:1.
          ink={highlighted ? '#0b2545' : undefined}
          ring={highlighted ? 'rgba(255,255,255,0.25)' : undefined}
        />
        <Box sx={{ flex: 1 }}>
          <Typography
            variant="h5"
            component="h3"
            sx={{ color: highlighted ? 'common.white' : 'primary.main' }}
          >
            {advisor.name}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: highlighted ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}
          >
            {advisor.title}, {advisor.company}
          </Typography>
          <Typography
            variant="body2"
            sx={{ mt: 1, color: highlighted ? 'rgba(255,255,255,0.75)' : 'text.secondary', maxWidth: 560 }}
          >
            {advisor.bio}
          </Typography>
        </Box>
        <Box
          component="span"
          sx={{
            alignSelf: { xs: 'flex-start', sm: 'center' },
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            fontSize: '0.8rem',
            fontWeight: 700,
            whiteSpace: { sm: 'nowrap' },
            bgcolor: highlighted ? 'secondary.main' : 'accent.light',
            color: highlighted ? 'primary.main' : 'accent.dark',
          }}
        >
          {advisor.advisoryRole}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The founding advisory board's messages (spec section 2): eight advisors, moving on every 8000 ms
 * and wrapping; previous and next wrap too; one dot per advisor. It pauses while a mouse is over
 * it or the keyboard focus is in it, with its pause button, and when the visitor prefers less
 * motion. A click or tap ends the hover's pause and leaves focus on the button it hit, which does
 * not pause it either: the rotation resumes from the chosen advisor 8 s later, with the mouse still
 * resting on the button (it pauses again when the mouse comes back in).
 */
export function AdvisoryCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerPressed = useRef(false);
  const autoplay = !reducedMotion && !userPaused;
  const { index, next, previous, goTo } = useRotation(
    advisors.length,
    advisorRotationMs,
    !autoplay || hovered || focused,
  );

  return (
    <Box
      component="section"
      aria-labelledby="advisors-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: '#eef1f5' }}
    >
      <Container>
        <SectionHeading
          id="advisors-heading"
          eyebrow={advisorySection.eyebrow}
          heading={advisorySection.heading}
          intro={advisorySection.intro}
          align="center"
        />
        <Box
          component="section"
          aria-roledescription="carousel"
          aria-label="Advisory board messages"
          onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onPointerDown={() => {
            pointerPressed.current = true;
            setHovered(false);
          }}
          onFocus={() => {
            if (!pointerPressed.current) setFocused(true);
            pointerPressed.current = false;
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
          sx={{ mt: { xs: 5, md: 7 }, maxWidth: 980, mx: 'auto' }}
        >
          {/* Every card shares one grid cell: the carousel keeps the height of the tallest card. */}
          <Box sx={{ display: 'grid' }} aria-live={autoplay ? 'off' : 'polite'}>
            {advisors.map((advisor, position) => (
              <Box
                key={advisor.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${advisors.length}: ${advisor.name}`}
                aria-hidden={position === index ? undefined : true}
                data-testid="advisor-slide"
                data-active={position === index}
                sx={{
                  gridArea: '1 / 1',
                  position: 'relative',
                  visibility: position === index ? 'visible' : 'hidden',
                  opacity: position === index ? 1 : 0,
                  transition: 'opacity 500ms ease, visibility 500ms',
                }}
              >
                <AdvisorCard advisor={advisor} />
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 4 }}>
            <CarouselControls
              itemName="advisor"
              count={advisors.length}
              selected={index}
              onSelect={goTo}
              onPrevious={previous}
              onNext={next}
              dotLabel={(position) => `Show advisor ${position + 1}: ${advisors[position]!.name}`}
              playing={autoplay}
              onTogglePlay={reducedMotion ? undefined : () => setUserPaused((value) => !value)}
            />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
