import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { Fragment, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { foundingMembers, type FoundingMember } from '../../../content/founding-members.ts';
import { memberAutoplayMs, membersPerSlide } from '../../../content/landing.ts';
import { usePrefersReducedMotion } from '../../../theme/use-reduced-motion.ts';
import { buildMemberCards, fillToFullSlides, toSlides, type MemberCard } from '../lib/member-cards.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';

function Badge({ label }: { label: string }) {
  const f3 = label === 'F3';
  return (
    <Box
      component="span"
      sx={{
        px: 0.75,
        py: 0.1,
        borderRadius: 1,
        fontSize: '0.7rem',
        fontWeight: 800,
        letterSpacing: '0.04em',
        bgcolor: f3 ? 'primary.main' : 'secondary.main',
        color: f3 ? 'secondary.light' : 'primary.main',
      }}
    >
      {label}
    </Box>
  );
}

/** A hashtag that may wrap only between its words (#Making<wbr>Innovation<wbr>Common). */
function Hashtag({ text }: { text: string }) {
  const words = text.split(/(?=[A-Z])/);
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </>
  );
}

const cardSx = {
  height: '100%',
  borderRadius: 2,
  p: { xs: 1.5, sm: 2 },
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  minWidth: 0,
} as const;

function MemberCardView({ card }: { card: MemberCard }) {
  if (card.kind === 'placeholder') {
    return (
      <Box
        component={RouterLink}
        to="/f100"
        data-testid="placeholder-card"
        sx={{
          ...cardSx,
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          textDecoration: 'none',
          border: '2px dashed rgba(255,255,255,0.35)',
          color: 'common.white',
          '&:hover': { borderColor: 'secondary.main' },
        }}
      >
        <AddIcon aria-hidden="true" />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {card.title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'secondary.light' }}>
          {card.subtitle}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      data-testid="member-card"
      sx={{ ...cardSx, bgcolor: 'rgba(255,255,255,0.06)', border: '1px solid rgba(255,255,255,0.14)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <InitialsAvatar name={card.name} size={44} ring="rgba(255,255,255,0.2)" />
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {card.badges.map((badge) => (
            <Badge key={badge} label={badge} />
          ))}
        </Box>
      </Box>
      <Typography
        component="p"
        sx={{ mt: 1, fontWeight: 700, color: 'common.white', lineHeight: 1.3, fontSize: '0.98rem' }}
      >
        {card.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.8)', lineHeight: 1.35 }}>
        {card.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.68)', lineHeight: 1.35 }}>
        {card.company}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          mt: 'auto',
          pt: 0.75,
          color: 'secondary.light',
          fontWeight: 600,
          fontSize: { xs: '0.8rem', sm: '0.875rem' },
          overflowWrap: 'anywhere',
        }}
      >
        <Hashtag text={card.philosophy} />
      </Typography>
    </Box>
  );
}

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

const carouselEvents = ['select', 'reInit', 'autoplay:play', 'autoplay:stop'] as const;

/** What the controls show, read from Embla and kept current through its events. */
function useCarouselState(emblaApi: EmblaCarouselType | undefined, scrollable: boolean) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return () => {};
      for (const event of carouselEvents) emblaApi.on(event, onChange);
      return () => {
        for (const event of carouselEvents) emblaApi.off(event, onChange);
      };
    },
    [emblaApi],
  );
  // A string snapshot, so React sees a change only when one of the values changes.
  const snapshot = useSyncExternalStore(subscribe, () =>
    emblaApi
      ? [
          emblaApi.selectedScrollSnap(),
          emblaApi.canScrollPrev(),
          emblaApi.canScrollNext(),
          Boolean(emblaApi.plugins().autoplay?.isPlaying()),
        ].join('|')
      : `0|${scrollable}|${scrollable}|false`,
  );
  const [selected, canPrevious, canNext, playing] = snapshot.split('|');
  return {
    selected: Number(selected),
    canPrevious: canPrevious === 'true',
    canNext: canNext === 'true',
    playing: playing === 'true',
  };
}

/**
 * The founding members (spec section 2): 16 cards per slide in 2 columns (4 from medium screens),
 * looping, aligned to the start, playing every 10000 ms without stopping when visitors use the
 * controls, with one dot per slide and previous/next disabled when there is nowhere to go. It
 * stands still when the visitor prefers less motion or presses pause.
 */
export function MemberCarousel({
  members = foundingMembers,
  random,
}: {
  members?: FoundingMember[];
  random?: () => number;
}) {
  const reducedMotion = usePrefersReducedMotion();
  // Philosophies are drawn once per page load.
  const slides = useMemo(
    () => toSlides(fillToFullSlides(buildMemberCards(members, random), membersPerSlide), membersPerSlide),
    [members, random],
  );
  const [autoplay] = useState(() =>
    Autoplay({ delay: memberAutoplayMs, stopOnInteraction: false, playOnInit: !reducedMotion }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 10 : 30 },
    [autoplay],
  );
  const { selected, canPrevious, canNext, playing } = useCarouselState(emblaApi, slides.length > 1);

  useEffect(() => {
    if (reducedMotion) emblaApi?.plugins().autoplay?.stop();
  }, [emblaApi, reducedMotion]);

  const togglePlay = () => {
    const plugin = emblaApi?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Founding members">
      <Box ref={emblaRef} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom', ml: -2 }}>
          {slides.map((cards, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`Slide ${index + 1} of ${slides.length}`}
              data-testid="member-slide"
              inert={index !== selected}
              sx={{ flex: '0 0 100%', minWidth: 0, pl: 2 }}
            >
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: { xs: 1.5, md: 2 },
                  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
                }}
              >
                {cards.map((card) => (
                  <Box component="li" key={card.id} sx={{ minWidth: 0 }}>
                    <MemberCardView card={card} />
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ mt: 4 }}>
        <CarouselControls
          itemName="slide"
          count={slides.length}
          selected={selected}
          onSelect={(index) => emblaApi?.scrollTo(index)}
          onPrevious={() => emblaApi?.scrollPrev()}
          onNext={() => emblaApi?.scrollNext()}
          canPrevious={canPrevious}
          canNext={canNext}
          dotLabel={(index) => `Go to slide ${index + 1} of ${slides.length}`}
          playing={playing}
          onTogglePlay={reducedMotion ? undefined : togglePlay}
          onDark
        />
      </Box>
    </Box>
  );
}
